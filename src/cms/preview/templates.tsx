import { Fragment, type ComponentProps, type ComponentType, type ReactNode } from "react";
import type CMS from "decap-cms-app";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { PressList } from "../../components/company/press-list";
import { Hero } from "../../components/home/hero";
import { ProvideStrip } from "../../components/home/provide-strip";
import { PrivacyPolicy } from "../../components/legal/privacy-policy";
import { TermsSections } from "../../components/legal/terms-sections";
import { EventList } from "../../components/resources/event-list";
import { TeamSection } from "../../components/team/team-section";
import { contentModel } from "../../content-model/model";
import { drawnImage } from "../../lib/artwork";
import { previewLanguageOf } from "./preview-language";
import { draftLanguages } from "./twins";
import { previewFiles, previewLanguages } from "./language-files";
import { PreviewPage } from "./preview-page";
import { TwinNotice } from "./twin-notice";

/*
 * The CMS's previews: the entry being edited, as the editor types, drawn by the site's own
 * components with the site's CSS (src/cms/cms.tsx imports it; gatsby-plugin-decap-cms puts it in
 * the preview frame as cms.css). Pictures are the files themselves, where the site has sharp's
 * resized copies: the same box, another source.
 */

/** An entry as the CMS holds it: a fragment's fields, its pictures as the content's paths (images/x.jpg). */
type Edited<Fragment, Image extends keyof Fragment> = Omit<Fragment, Image> & Record<Image, string>;
interface Home {
  hero: Edited<Queries.HeroFragment, "poster">;
  provide: Queries.ProvideStripFragment;
}

/** Decap's preview props, with the locale it previews (its types leave it out; EditorPreviewPane passes it). */
type TemplateProps = ComponentProps<Parameters<typeof CMS.registerPreviewTemplate>[1]> & { locale?: unknown };

/** A content image path (images/x.jpg) as the File node a fragment expects, drawn from the CMS's copy. */
type ImageOf = (
  path: string,
  width: number,
  aspectRatio: number,
) => { childImageSharp: { gatsbyImageData: IGatsbyImageData } | null };
/** The pictures of one image field, by its path in the file's fields (entries.image, hero.poster). */
type ImagesOf = (field: string) => ImageOf;

interface Preview<Data> {
  /** The route the entry is shown on, in the default language. */
  route: string;
  render: (
    data: Data,
    tools: { image: ImagesOf; categories: ReturnType<typeof previewFiles>["categories"] },
  ) => ReactNode;
}

/** The model of the content file at a path (content/team.json: team.json). */
function modelOf(path: string) {
  const model = contentModel.find((candidate) => path === `content/${candidate.file}`);
  if (!model) throw new Error(`CMS preview: ${path} is no file of the content model`);
  return model;
}

const entries = <Entry,>(route: string, render: Preview<Entry[]>["render"]): Preview<{ entries: Entry[] }> => ({
  route,
  render: (data, tools) => render(data.entries ?? [], tools),
});

type DecapField = ReturnType<TemplateProps["fields"]["get"]>;
/** Decap's getAsset takes the field too (its types leave it out): the field says the picture's folder. */
type GetAssetOf = (path: string, field: DecapField) => ReturnType<TemplateProps["getAsset"]>;

/**
 * The CMS's own field at a path of the file's fields: Decap finds a picture in the folder of the
 * field it is given (this very object, compared by identity), so the preview asks with it.
 */
function fieldAt(fields: TemplateProps["fields"], path: string): DecapField {
  let field: DecapField | undefined;
  let level: TemplateProps["fields"] | undefined = fields;
  for (const name of path.split(".")) {
    field = level?.find((candidate) => candidate?.get("name") === name);
    level = field?.get("fields");
  }
  if (!field) throw new Error(`CMS preview: the file's fields have no "${path}" (src/cms/preview/templates.tsx)`);
  return field;
}

/** Decap's template for one content file: the entry's data as it stands in the editor, every keystroke. */
function previewTemplate<Data>({ route, render }: Preview<Data>): ComponentType<TemplateProps> {
  function Template({ entry, locale, fields, getAsset, getCollection, document }: TemplateProps) {
    const file = String(entry.get("path"));
    const { code } = previewLanguageOf(locale, previewLanguages);
    const drafts = draftLanguages(entry.toJS() as Parameters<typeof draftLanguages>[0], code, previewLanguages);
    const data = (drafts[code] ?? {}) as Data;
    const { categories } = previewFiles(code);
    const image: ImagesOf = (name) => {
      const field = fieldAt(fields, name);
      return (path, width, aspectRatio) => {
        const src = path ? (getAsset as GetAssetOf)(path, field).url : undefined;
        return { childImageSharp: src ? { gatsbyImageData: drawnImage(src, width, aspectRatio) } : null };
      };
    };
    return (
      <>
        <TwinNotice model={modelOf(file)} drafts={drafts} load={getCollection} />
        <PreviewPage locale={code} route={route} document={document}>
          {render(data, { image, categories })}
        </PreviewPage>
      </>
    );
  }
  return Template;
}

/** Content file name (as in src/content-model) -> its preview template. */
export const previewTemplates: Record<string, ComponentType<TemplateProps>> = {
  team: previewTemplate(
    entries<Edited<Queries.TeamCardFragment, "image">>("/team", (members, { image }) => {
      const portrait = image("entries.image");
      return <TeamSection members={members.map((member) => ({ ...member, image: portrait(member.image, 320, 1) }))} />;
    }),
  ),
  "press-releases": previewTemplate(
    entries<Edited<Queries.PressReleaseFragment, "image">>("/press-media", (releases, { image, categories }) => {
      const picture = image("entries.image");
      return (
        <PressList
          releases={releases.map((release) => ({ ...release, image: picture(release.image, 560, 1.778) }))}
          categories={categories.press}
        />
      );
    }),
  ),
  events: previewTemplate(
    entries<Edited<Queries.EventFragment, "image">>("/webinars", (events, { image, categories }) => {
      const picture = image("entries.image");
      return (
        <EventList
          events={events.map((event) => ({ ...event, image: picture(event.image, 480, 1.778) }))}
          categories={categories.events}
        />
      );
    }),
  ),
  home: previewTemplate<Home>({
    route: "/",
    render: (home, { image }) => (
      <>
        <Hero hero={{ ...home.hero, poster: image("hero.poster")(home.hero.poster, 720, 1) }} />
        <ProvideStrip provide={home.provide} />
      </>
    ),
  }),
  "privacy-sections": previewTemplate(
    entries<Queries.PrivacySectionFragment>("/privacy", (sections) => <PrivacyPolicy sections={sections} />),
  ),
  "terms-sections": previewTemplate(
    entries<Queries.TermsSectionFragment>("/terms", (sections) => <TermsSections sections={sections} />),
  ),
};

/**
 * A file the site has no preview for: Decap's plain list of its fields (as its own default
 * preview draws it), under the twin notice.
 */
export function FieldsPreview({ entry, locale, fields, widgetFor, getCollection }: TemplateProps) {
  const file = String(entry.get("path"));
  const { code } = previewLanguageOf(locale, previewLanguages);
  const drafts = draftLanguages(entry.toJS() as Parameters<typeof draftLanguages>[0], code, previewLanguages);
  return (
    <>
      <TwinNotice model={modelOf(file)} drafts={drafts} load={getCollection} />
      {fields
        .filter((field) => field?.get("widget") !== "hidden")
        .toArray()
        .map((field) => (
          <Fragment key={field.get("name") as string}>{widgetFor(field.get("name"))}</Fragment>
        ))}
    </>
  );
}
