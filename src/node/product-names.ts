/*
 * A product keeps one name: its home section's heading (services.json "title") is the heading of its
 * own page (pages.json "heading" for the same path). The services card may shorten it (the spec
 * names the cards), nothing else may rename it.
 */
import { describeEntry } from "../content-model/describe-path";

type Entry = Record<string, unknown>;

/** Problems for one language's services.json and pages.json, named in services.json's words. */
export function productNameProblems(services: unknown, pages: unknown, labels: { services: string; pages: string }) {
  if (!Array.isArray(services) || !Array.isArray(pages)) return [];
  const headings = new Map(
    (pages as Entry[]).filter((page) => typeof page?.path === "string").map((page) => [page.path, page.heading]),
  );
  return (services as Entry[]).flatMap((service, index) => {
    const heading = headings.get(service?.path);
    if (typeof heading !== "string" || typeof service?.title !== "string" || heading === service.title) return [];
    return [
      `${labels.services}, ${describeEntry(services, index)}, field "title": "${service.title}" is not the heading of ` +
        `its page ${String(service.path)} in ${labels.pages} ("${heading}"): a product keeps one name, so change one to match the other`,
    ];
  });
}
