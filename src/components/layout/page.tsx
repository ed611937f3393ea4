import { type ReactNode } from "react";
import { Seo } from "../seo/seo";
import { PageHeader } from "../ui/page-header";

interface PageProps {
  copy: Queries.PageCopyFragment;
  children?: ReactNode;
}

/** A standard screen: its metadata and h1 band from content/pages.json, then its own sections. */
export function Page({ copy, children }: PageProps) {
  return (
    <>
      <Seo title={copy.title} description={copy.description} path={copy.path} />
      <PageHeader copy={copy} />
      {children}
    </>
  );
}
