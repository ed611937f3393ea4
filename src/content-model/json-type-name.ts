/** "blog-posts" -> "BlogPostsJson": the GraphQL type of content/blog-posts.json. */
export function jsonTypeName(fileName: string): string {
  const pascal = fileName
    .split(/[^a-zA-Z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join("");
  return `${pascal}Json`;
}
