import { useEffect, useState } from "react";
import type { ContentFile } from "../../content-model/fields";
import { collectionOf, entryNameOf } from "../decap-config";
import { previewLanguages } from "./language-files";
import { twinProblemsOf, type LanguageData } from "./twins";
import * as styles from "./twin-notice.module.css";

/** Decap's loader of another entry (a preview template's getCollection prop): one file's entry for a slug. */
type LoadFile = (collection: string, slug: string) => Promise<unknown>;

/** The default language's data of a file as saved; Decap's types declare a list, its code returns the entry. */
async function savedOriginal(load: LoadFile, model: ContentFile): Promise<unknown> {
  const [collection, slug] = [collectionOf(model), entryNameOf(model)];
  const entry = (await load(collection, slug)) as { get?: (key: string) => unknown } | undefined;
  if (typeof entry?.get !== "function")
    throw new Error(
      `Decap's getCollection("${collection}", "${slug}") returned no entry (src/cms/preview/twin-notice.tsx)`,
    );
  const data = entry.get("data");
  return data && typeof (data as { toJS?: unknown }).toJS === "function" ? (data as { toJS(): unknown }).toJS() : data;
}

interface TwinNoticeProps {
  model: ContentFile;
  /** Every language's data as the editor has it now; the default's may be missing (Decap previews a translation). */
  drafts: LanguageData;
  load: LoadFile;
}

/**
 * Above the preview, what `npm run check:content` will refuse about this file's twins, in its
 * words: an English entry without its Hindi twin names the Hindi file to add it to. The
 * languages as typed in the editor; when Decap previews a translation, English as last saved.
 * Nothing when the twins match.
 */
export function TwinNotice({ model, drafts, load }: TwinNoticeProps) {
  const original = previewLanguages[0].code;
  const needsSaved = !(original in drafts);
  const [saved, setSaved] = useState<{ data?: unknown; failed?: string }>({});
  useEffect(() => {
    if (!needsSaved) return;
    let current = true;
    savedOriginal(load, model).then(
      (data) => current && setSaved({ data }),
      (error: unknown) =>
        current && setSaved({ failed: `content/${model.file}: could not be read (${String(error)})` }),
    );
    return () => {
      current = false;
    };
  }, [needsSaved, load, model]);
  const data = needsSaved ? { ...drafts, [original]: saved.data } : drafts;
  const loaded = !needsSaved || saved.data !== undefined;
  const problems = [
    ...(saved.failed ? [saved.failed] : []),
    ...(loaded ? twinProblemsOf(model, data, previewLanguages) : []),
  ];
  if (!problems.length) return null;
  return (
    <aside className={styles.notice} lang="en" role="status" aria-label="Twins in the other languages">
      <strong>
        This file's languages do not match yet; `npm run check:content` and the build refuse the site until they do:
      </strong>
      <ul>
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
    </aside>
  );
}
