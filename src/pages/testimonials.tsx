import { graphql, type PageProps } from "gatsby";
import { Page } from "../components/layout/page";
import { ClientLogos } from "../components/testimonials/client-logos";
import { TestimonialCarousel } from "../components/testimonials/testimonial-carousel";
import { required, requireCopy } from "../lib/required";

export default function TestimonialsPage({ data }: PageProps<Queries.TestimonialsPageQuery>) {
  const headings = required(data.testimonialsPageJson, "testimonials-page.json");
  return (
    <Page copy={requireCopy(data.pagesJson, "/testimonials")}>
      <TestimonialCarousel heading={headings.heading} testimonials={data.allTestimonialsJson.nodes} />
      <ClientLogos heading={headings.logosHeading} intro={headings.logosIntro} logos={data.allClientLogosJson.nodes} />
    </Page>
  );
}

export const query = graphql`
  query TestimonialsPage($locale: String!) {
    ...Chrome
    pagesJson(path: { eq: "/testimonials" }, locale: { eq: $locale }) {
      ...PageCopy
    }
    testimonialsPageJson(locale: { eq: $locale }) {
      heading
      logosHeading
      logosIntro
    }
    allTestimonialsJson(filter: { locale: { eq: $locale } }) {
      nodes {
        ...Testimonial
      }
    }
    allClientLogosJson(filter: { locale: { eq: $locale } }) {
      nodes {
        ...ClientLogo
      }
    }
  }
`;
