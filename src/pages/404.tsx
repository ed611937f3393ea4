import { graphql, type PageProps } from "gatsby";
import { Seo } from "../components/seo/seo";
import { requireCopy } from "../components/layout/page";
import { ButtonLink } from "../components/ui/button-link";
import { PageHeader } from "../components/ui/page-header";
import { useHasMounted } from "../hooks/use-has-mounted";
import { isTeamProfilePath } from "../lib/not-found";

/**
 * Served by the static host for every unknown path. The HTML is the generic screen; once
 * mounted, an unknown /team/{slug} switches to 'Profile not found' (the file is shared, so
 * deciding during hydration would mismatch the HTML).
 */
export default function NotFoundPage({ data, location }: PageProps<Queries.NotFoundPageQuery>) {
  const copy = requireCopy(data.pagesJson, "/404");
  const profile = useHasMounted() && isTeamProfilePath(location.pathname);
  return (
    <>
      <Seo title={profile ? "Profile not found" : copy.title} description={copy.description} path={copy.path} noindex />
      {profile ? (
        <PageHeader copy={{ heading: "Profile not found", intro: null, eyebrow: null, cta: null }}>
          <ButtonLink to="/team">Back to Team</ButtonLink>
        </PageHeader>
      ) : (
        <PageHeader copy={copy}>
          <ButtonLink to="/">Back to Home</ButtonLink>
        </PageHeader>
      )}
    </>
  );
}

export const query = graphql`
  query NotFoundPage {
    pagesJson(path: { eq: "/404" }) {
      ...PageCopy
    }
  }
`;
