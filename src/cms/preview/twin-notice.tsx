import { useEffect, useMemo, useState } from "react";
import type { ContentFile } from "../../content-model/fields";
import { previewLanguages } from "./language-files";
import { twinFilesOf, twinProblemsOf } from "./twins";
import * as styles from "./twin-notice.module.css";

/** Decap's loader of another entry (a preview template's getCollection prop): one file's entry for a slug. */
type LoadFile = (collection: string, slug: string) => Promise<unknown>;

/** The saved data of one file of a files collection; Decap's types declare a list, its code returns the entry. */
async function savedData(load: LoadFile, collection: string, slug: string): Promise<unknown> {
  const entry = (await load(collection, slug)) as { get?: (key: string) => unknown } | undefined;
  if (typeof entry?.get !== "function")
    throw new Error(
      `Decap's getCollection("${collection}", "${slug}") returned no entry (src/cms/preview/twin-notice.tsx)`,
    );
  const data = entry.get("data");
  return data && typeof (data as { toJS?: unknown }).toJS === "function" ? (data as { toJS(): unknown }).toJS() : data;
}

interface TwinNoticeProps {
  /** The file being edited (content/team.json) and its model. */
  file: string;
  model: ContentFile;
  /** Its data as the editor has it now. */
  data: unknown;
  load: LoadFile;
}

/**
 * Above the preview, what `npm run check:content` will refuse about this file's twins in the
 * other languages (as last saved), in its words: an entry without its Hindi twin names the Hindi
 * file to add it to. Nothing when the twins match.
 */
export function TwinNotice({ file, model, data, load }: TwinNoticeProps) {
  const twins = useMemo(() => twinFilesOf(file, model, previewLanguages), [file, model]);
  const [saved, setSaved] = useState<{ loaded: { label: string; data: unknown }[]; failed: string[] }>({
    loaded: [],
    failed: [],
  });
  useEffect(() => {
    let current = true;
    void Promise.allSettled(twins.map((twin) => savedData(load, twin.collection, twin.entry))).then((results) => {
      if (!current) return;
      setSaved({
        loaded: results.flatMap((result, index) =>
          result.status === "fulfilled" ? [{ label: twins[index].label, data: result.value }] : [],
        ),
        failed: results.flatMap((result, index) =>
          result.status === "rejected" ? [`${twins[index].label}: could not be read (${String(result.reason)})`] : [],
        ),
      });
    });
    return () => {
      current = false;
    };
  }, [twins, load]);
  const problems = [...saved.failed, ...twinProblemsOf(file, model, data, saved.loaded, previewLanguages)];
  if (!problems.length) return null;
  return (
    <aside className={styles.notice} lang="en" role="status" aria-label="Twins in the other languages">
      <strong>
        The other languages do not match this file yet; `npm run check:content` and the build refuse the site until they
        do:
      </strong>
      <ul>
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
    </aside>
  );
}
