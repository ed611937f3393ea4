import { Helmet } from "react-helmet";

export default function BarePage() {
  return (
    <main>
      <Helmet htmlAttributes={{ lang: "en-IN" }}>
        <title>Bare Gatsby page</title>
        <meta name="description" content="One heading, Gatsby 5 and react-helmet: the benchmark's floor." />
      </Helmet>
      <h1>Bare Gatsby page</h1>
    </main>
  );
}
