import { graphql, type PageProps } from "gatsby";
import { Seo } from "../components/seo/seo";
import { requireCopy } from "../lib/required";
import { ButtonLink } from "../components/ui/button-link";
import { NextLinks } from "../components/ui/next-links";
import { PageHeader } from "../components/ui/page-header";
import { useHasMounted } from "../hooks/use-has-mounted";
import { useLanguagePrefix } from "../i18n/language-prefix";
import { useUi } from "../i18n/page-language";
import { splitLanguage } from "../lib/languages";
import { isTeamProfilePath } from "../lib/not-found";

/**
 * Served by the static host for every unknown path. The HTML is the generic screen; once
 * mounted, an unknown /team/{slug} switches to 'Profile not found' (the file is shared, so
 * deciding during hydration would mismatch the HTML).
 */
export default function NotFoundPage({ data, location }: PageProps<Queries.NotFoundPageQuery>) {
  const copy = requireCopy(data.pagesJson, "/404");
  const ui = useUi();
  const { path } = splitLanguage(location.pathname, [useLanguagePrefix()]);
  const profile = useHasMounted() && isTeamProfilePath(path);
  return (
    <>
      <Seo title={profile ? ui.profileNotFound : copy.title} description={copy.description} path={copy.path} noindex />
      {profile ? (
        <PageHeader copy={{ heading: ui.profileNotFound, intro: null, eyebrow: null, cta: null }}>
          <ButtonLink to="/team">{ui.backToTeam}</ButtonLink>
        </PageHeader>
      ) : (
        <PageHeader copy={copy}>
          <ButtonLink to="/">{ui.backToHome}</ButtonLink>
          {copy.next && <NextLinks links={copy.next} />}
        </PageHeader>
      )}
    </>
  );
}

export const query = graphql`
  query NotFoundPage($locale: String!) {
    ...Chrome
    pagesJson(path: { eq: "/404" }, locale: { eq: $locale }) {
      ...PageCopy
      next {
        label
        description
        href
      }
    }
  }
`;
