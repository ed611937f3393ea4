import type { ComponentProps, ComponentType, ReactNode } from "react";
import type CMS from "decap-cms-app";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { PressList } from "../../components/company/press-list";
import { Hero } from "../../components/home/hero";
import { ProvideStrip } from "../../components/home/provide-strip";
import { PrivacyPolicy } from "../../components/legal/privacy-policy";
import { TermsSections } from "../../components/legal/terms-sections";
import { EventList } from "../../components/resources/event-list";
import { TeamSection } from "../../components/team/team-section";
import { languageOfContentPath } from "./preview-language";
import { previewFiles, previewLanguages } from "./language-files";
import { PreviewPage } from "./preview-page";

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

type TemplateProps = ComponentProps<Parameters<typeof CMS.registerPreviewTemplate>[1]>;

/** A content image path (images/x.jpg) as the File node a fragment expects, drawn from the CMS's copy. */
type ImageOf = (
  path: string,
  width: number,
  aspectRatio: number,
) => { childImageSharp: { gatsbyImageData: IGatsbyImageData } | null };

interface Preview<Data> {
  /** The route the entry is shown on, in the default language. */
  route: string;
  render: (
    data: Data,
    tools: { image: ImageOf; categories: ReturnType<typeof previewFiles>["categories"] },
  ) => ReactNode;
}

const entries = <Entry,>(route: string, render: Preview<Entry[]>["render"]): Preview<{ entries: Entry[] }> => ({
  route,
  render: (data, tools) => render(data.entries ?? [], tools),
});

/** Decap's template for one content file: the entry's data as it stands in the editor, every keystroke. */
function previewTemplate<Data>({ route, render }: Preview<Data>): ComponentType<TemplateProps> {
  function Template({ entry, getAsset, document }: TemplateProps) {
    const file = String(entry.get("path"));
    const data = (entry.get("data")?.toJS() ?? {}) as Data;
    const { categories } = previewFiles(languageOfContentPath(file, previewLanguages).code);
    const image: ImageOf = (path, width, aspectRatio) => {
      const src = path ? getAsset(path).url : undefined;
      return {
        childImageSharp: src
          ? {
              gatsbyImageData: {
                layout: "constrained",
                width,
                height: Math.round(width / aspectRatio),
                images: { fallback: { src } },
              },
            }
          : null,
      };
    };
    return (
      <PreviewPage file={file} route={route} document={document}>
        {render(data, { image, categories })}
      </PreviewPage>
    );
  }
  return Template;
}

/** Content file name (as in src/content-model) -> its preview template. */
export const previewTemplates: Record<string, ComponentType<TemplateProps>> = {
  team: previewTemplate(
    entries<Edited<Queries.TeamCardFragment, "image">>("/team", (members, { image }) => (
      <TeamSection members={members.map((member) => ({ ...member, image: image(member.image, 320, 1) }))} />
    )),
  ),
  "press-releases": previewTemplate(
    entries<Edited<Queries.PressReleaseFragment, "image">>("/press-media", (releases, { image, categories }) => (
      <PressList
        releases={releases.map((release) => ({ ...release, image: image(release.image, 560, 1.778) }))}
        categories={categories.press}
      />
    )),
  ),
  events: previewTemplate(
    entries<Edited<Queries.EventFragment, "image">>("/webinars", (events, { image, categories }) => (
      <EventList
        events={events.map((event) => ({ ...event, image: image(event.image, 480, 1.778) }))}
        categories={categories.events}
      />
    )),
  ),
  home: previewTemplate<Home>({
    route: "/",
    render: (home, { image }) => (
      <>
        <Hero hero={{ ...home.hero, poster: image(home.hero.poster, 720, 1) }} />
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
