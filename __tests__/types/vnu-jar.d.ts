// vnu-jar ships no types: its CommonJS main exports the absolute path of the bundled vnu.jar
// (the Nu Html Checker), which a test runs with `java -jar`.
declare module "vnu-jar" {
  const vnuJarPath: string;
  export = vnuJarPath;
}
