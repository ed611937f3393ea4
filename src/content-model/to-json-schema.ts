import {
  SAME_IN_EVERY_LANGUAGE,
  type ContentFile,
  type Field,
  type IntField,
  type ObjectType,
  type TextField,
} from "./fields";
import { TRIMMED } from "./patterns";

/*
 * JSON Schemas (draft-07, what VS Code's JSON language service supports best) for editors: each
 * field's description, required fields, no unknown keys, and every rule of the build that JSON
 * Schema can say. It cannot say the rest, which only `npm run check:content` and the build catch:
 * that an image or video file exists, that a key is unique across entries, that an index points
 * at an existing item, that a date is a day of the calendar, that a language's twin has the
 * same language-independent values, and that pages.json has an entry for every route.
 */

/** The part of draft-07 the model needs. */
export interface JsonSchema {
  $schema?: string;
  $comment?: string;
  title?: string;
  description?: string;
  type?: "object" | "array" | "string" | "integer";
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  allOf?: JsonSchema[];
  enum?: string[];
  minimum?: number;
  maximum?: number;
}

const sentence = (message: string) => `${message[0].toUpperCase()}${message.slice(1)}.`;
const fieldList = (type: ObjectType) => Object.keys(type.fields).join(", ");
/** GraphQL descriptions may be phrases ("1 to 5"); hover text reads as sentences. */
const describe = (parts: (string | undefined | false)[]) =>
  parts
    .filter((part): part is string => Boolean(part))
    .map((part) => (part.endsWith(".") ? part : `${part}.`))
    .join(" ");

function textSchema(field: TextField): JsonSchema {
  if (field.blank) return { description: field.description ?? "Text; may be empty.", type: "string" };
  const hints: string[] = [];
  const patterns: string[] = [];
  let allowed: string[] | undefined;
  for (const check of field.checks) {
    if (check.check === "pattern") {
      patterns.push(check.source);
      hints.push(sentence(check.message));
    } else if (check.check === "oneOf") {
      allowed = check.values;
      hints.push(`One of: ${check.values.join(", ")}.`);
    } else if (check.check === "key") {
      allowed = check.set.keys;
      hints.push(`A key of ${check.set.name}: ${check.set.keys.join(", ")}; categories.json gives its label.`);
    } else if (check.check === "calendarDate") {
      hints.push("A day of the calendar.");
    } else if (check.check === "fileExists") {
      hints.push("A path relative to content/; the file must exist.");
    } else {
      hints.push("static/videos must hold it as both .webm and .mp4.");
    }
  }
  const { minLength = 1, maxLength } = field;
  if (maxLength !== undefined)
    hints.push(minLength > 1 ? `${minLength} to ${maxLength} characters.` : `At most ${maxLength} characters.`);
  const plain = hints.length ? undefined : "Text without leading or trailing spaces.";
  const description = describe([field.description ?? plain, ...hints]);
  if (allowed) return { description, type: "string", enum: allowed };
  // The build also refuses surrounding whitespace; a second pattern says so without touching the first.
  const [pattern, ...more] = [...patterns, TRIMMED];
  return {
    description,
    type: "string",
    minLength,
    ...(maxLength === undefined ? {} : { maxLength }),
    pattern,
    ...(more.length ? { allOf: more.map((source) => ({ pattern: source })) } : {}),
  };
}

function intSchema(field: IntField): JsonSchema {
  const range = field.max === undefined ? `${field.min} or more` : `from ${field.min} to ${field.max}`;
  const index = field.indexOf && `Must be the index of ${field.indexOf.item} (the first is 0).`;
  return {
    description: describe([field.description, `A whole number, ${range}.`, index]),
    type: "integer",
    minimum: field.min,
    ...(field.max === undefined ? {} : { maximum: field.max }),
  };
}

function fieldSchema(field: Field): JsonSchema {
  switch (field.kind) {
    case "text":
      return textSchema(field);
    case "int":
      return intSchema(field);
    case "object":
      return objectSchema(
        field.type,
        field.description ?? field.type.description ?? `An object with: ${fieldList(field.type)}.`,
      );
    case "list": {
      const { of } = field;
      const [what, items] =
        "kind" in of
          ? ["A list of texts.", textSchema(of)]
          : [`A list of entries, each with: ${fieldList(of)}.`, objectSchema(of, of.description)];
      const counted = field.everyKey
        ? { minItems: field.everyKey.keys.length, maxItems: field.everyKey.keys.length }
        : {};
      const every = field.everyKey && `One label for each ${field.everyKey.name} key, each once.`;
      return { description: describe([field.description, what, every]), type: "array", items, ...counted };
    }
  }
}

function objectSchema(type: ObjectType, description?: string, unique: string[] = []): JsonSchema {
  const properties = Object.fromEntries(
    Object.entries(type.fields).map(([name, field]) => {
      const schema = fieldSchema(field);
      const notes = [
        field.optional && "Optional.",
        unique.includes(name) && "Must be unique across entries.",
        field.languageIndependent && SAME_IN_EVERY_LANGUAGE,
      ];
      return [name, { ...schema, description: describe([schema.description, ...notes]) }];
    }),
  );
  return {
    ...(description === undefined ? {} : { description }),
    type: "object",
    properties,
    required: Object.keys(type.fields).filter((name) => !type.fields[name].optional),
    additionalProperties: false,
  };
}

/** The JSON Schema of one content file. */
export function toJsonSchema(file: ContentFile): JsonSchema {
  const head = { $schema: "http://json-schema.org/draft-07/schema#", title: `content/${file.file}` };
  if (!file.list) return { ...head, ...objectSchema(file.type, file.type.description) };
  const counted = file.length === undefined ? {} : { minItems: file.length, maxItems: file.length };
  return {
    ...head,
    description: file.type.description,
    type: "array",
    items: objectSchema(file.type, undefined, file.unique),
    ...counted,
  };
}
