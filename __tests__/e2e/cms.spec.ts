// The editors' CMS at /admin/ on real files: decap-server over a temporary copy of content/
// (cms-local-backend.ts), the production build's /admin/ in Chromium, one test at a time.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { expect, test, type Dialog, type Locator, type Page } from "@playwright/test";
import { startLocalBackend, type LocalBackend } from "./cms-local-backend";

// One browser, one test at a time: Decap's bundle is large and the tests share nothing else.
test.describe.configure({ mode: "serial", timeout: 120_000 });

let backend: LocalBackend;
test.beforeEach(async () => {
  backend = await startLocalBackend();
});
test.afterEach(async () => {
  await backend.stop();
});

const json = (file: string) => JSON.parse(backend.read(file)) as Record<string, unknown>[];

/** Opens /admin/ and logs in to the local backend, as an editor does after `npm run cms`. */
async function login(page: Page) {
  await backend.route(page);
  await page.goto("/admin/");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("link", { name: "Contents" })).toBeVisible({ timeout: 30_000 });
}

/**
 * Opens one file of a collection in a fresh load of the CMS (a new hash alone would briefly show the
 * last file). Leaving an entry with changes the CMS refused to publish, the browser asks first
 * (Decap's beforeunload): the editor leaves, discarding them. A new hash and a reload raced Decap's
 * own "leave this page?" for the hash against the reload, and the dismissed beforeunload aborted
 * the reload in CI; a page left for a blank one asks once.
 */
async function openFile(page: Page, collection: string, file: string) {
  const leave = (dialog: Dialog) => (dialog.type() === "beforeunload" ? dialog.accept() : dialog.dismiss());
  page.on("dialog", leave);
  try {
    await page.goto("about:blank");
  } finally {
    page.off("dialog", leave);
  }
  await page.goto(`/admin/#/collections/${collection}/entries/${file}`);
  await expect(page.getByRole("button", { name: "Published", exact: true })).toBeVisible({ timeout: 30_000 });
}

/**
 * One language's pane of the editing screen: the form under Decap's "Writing in EN" (or HI).
 * Side by side, English is on the left and Hindi on the right.
 */
const pane = (page: Page, code: "EN" | "HI") =>
  page.getByText(`Writing in ${code}`, { exact: true }).locator("xpath=ancestor::*[.//label][1]");

/** Shows one language beside the preview (the toggle off), or both languages side by side (on). */
async function sideBySide(page: Page, on: boolean) {
  const toggle = page.getByTitle("Both languages side by side");
  const both = await pane(page, "HI").isVisible();
  if (both !== on) await toggle.click();
  await expect(pane(page, "HI")).toBeVisible({ visible: on });
}

/** Opens the collapsed list entry Decap summarises by `summary` (its slug), in one pane. */
async function openEntry(scope: Locator, summary: string) {
  await scope.getByText(summary, { exact: true }).locator("xpath=preceding-sibling::*[1]//button").first().click();
}

const field = (scope: Locator, label: string) =>
  scope.getByLabel(label, { exact: true }).filter({ visible: true }).first();

async function publish(page: Page) {
  await page.getByRole("button", { name: "Publish" }).click();
  await page.getByText("Publish now", { exact: true }).click();
}

/** The toolbar says the file is written (the toast may already have gone). */
const published = (page: Page) => expect(page.getByRole("button", { name: "Published", exact: true })).toBeVisible();

/** A picture shown: its file was found and decoded (an empty box has no natural width). */
const shows = (image: Locator) =>
  expect
    .poll(() => image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)), { timeout: 15_000 })
    .toBeGreaterThan(0);

/** The picture in the open entry's image field of one pane's form. */
const formPicture = (scope: Locator) =>
  scope.getByRole("button", { name: "Choose different image" }).locator("xpath=ancestor::*[.//img][1]//img");

/** Every file of a checkout's content/, path -> bytes (base64), to see what a save changed. */
function contentFiles(repo: string): Record<string, string> {
  const dir = path.join(repo, "content");
  return Object.fromEntries(
    (fs.readdirSync(dir, { recursive: true }) as string[])
      .filter((file) => fs.statSync(path.join(dir, file)).isFile())
      .map((file) => [`content/${file}`, fs.readFileSync(path.join(dir, file)).toString("base64")]),
  );
}

/** The problems `npm run check:content` finds in a checkout's content/, one line each (none when it passes). */
function contentProblems(repo: string): string[] {
  try {
    execFileSync(process.execPath, [path.resolve("node_modules/tsx/dist/cli.mjs"), "scripts/check-content.ts"], {
      env: { ...process.env, CONTENT_DIR: path.join(repo, "content") },
      stdio: "pipe",
    });
    return [];
  } catch (error) {
    const { stderr } = error as { stderr: Buffer };
    return [...stderr.toString().matchAll(/^ {2}- (.+)$/gm)].map(([, line]) => line);
  }
}

test("an editor changes a team member's role in English and Hindi side by side and their portrait, saves once, and both files pass the content check", async ({
  page,
}, testInfo) => {
  const english = json("content/team.json");
  const hindi = json("content/hi/team.json");
  const before = contentFiles(backend.repo);
  const slug = String(english[0].slug);
  // A new portrait: one of today's (big enough for the build), under a new name.
  const upload = testInfo.outputPath("e2e-portrait.png");
  fs.copyFileSync(path.join(backend.repo, "content", String(english[1].image)), upload);

  await login(page);
  await openFile(page, "lists", "team");
  // Today's portrait, found in its folder (images/people), in the form and in the preview's card.
  await sideBySide(page, false);
  await openEntry(pane(page, "EN"), slug);
  await shows(formPicture(pane(page, "EN")));
  const preview = page.frameLocator("#preview-pane");
  await shows(
    preview
      .getByRole("article")
      .filter({ has: preview.getByRole("heading", { name: String(english[0].name) }) })
      .locator("img"),
  );

  // Both languages in one screen: English on the left, Hindi on the right.
  await sideBySide(page, true);
  const [en, hi] = [pane(page, "EN"), pane(page, "HI")];
  await openEntry(en, slug);
  await openEntry(hi, slug);
  await field(en, "Role").fill("Co-Founder and Chief Executive");
  await field(hi, "Role").fill("सह-संस्थापक एवं मुख्य कार्यकारी");
  await expect(field(en, "Role")).toBeInViewport();
  await expect(field(hi, "Role")).toBeInViewport();
  await expect(field(hi, "Role")).toHaveValue("सह-संस्थापक एवं मुख्य कार्यकारी");
  // The portrait is the same in every language: written once, on the English side (saving
  // writes it into the Hindi file too).
  await en.getByRole("button", { name: "Choose different image" }).click();
  await page.locator('input[type="file"]').setInputFiles(upload);
  await page.getByRole("button", { name: "Choose selected" }).click();
  await shows(formPicture(en));
  await publish(page);
  await published(page);

  const portrait = "images/people/e2e-portrait.png";
  expect(fs.readFileSync(path.join(backend.repo, "content", portrait))).toEqual(fs.readFileSync(upload));
  expect(json("content/team.json")).toEqual([
    { ...english[0], role: "Co-Founder and Chief Executive", image: portrait },
    ...english.slice(1),
  ]);
  expect(json("content/hi/team.json")).toEqual([
    { ...hindi[0], role: "सह-संस्थापक एवं मुख्य कार्यकारी", image: portrait },
    ...hindi.slice(1),
  ]);
  for (const file of ["content/team.json", "content/hi/team.json"])
    expect(backend.read(file)).toBe(`${JSON.stringify(json(file), null, 2)}\n`);
  // Nothing else of content/ changed: the two files and the new portrait only.
  const after = contentFiles(backend.repo);
  const changed = Object.keys(after).filter((file) => after[file] !== before[file]);
  expect(changed.sort()).toEqual(["content/hi/team.json", `content/${portrait}`, "content/team.json"].sort());
  expect(Object.keys(before).filter((file) => !(file in after))).toEqual([]);
  expect(contentProblems(backend.repo)).toEqual([]);
});

test("the CMS refuses what the build refuses, with the build's message, and writes nothing", async ({ page }) => {
  const team = backend.read("content/team.json");
  const events = backend.read("content/events.json");
  const slug = String(JSON.parse(team)[0].slug);

  await login(page);
  await openFile(page, "lists", "team");
  const en = pane(page, "EN");
  await openEntry(en, slug);
  await field(en, "Role").fill("");
  await field(en, "Linkedin (optional)").fill("javascript:alert(1)");
  await publish(page);
  await expect(page.getByText("Role: is a required field")).toBeVisible();
  await expect(page.getByText("Linkedin: must be an https: URL")).toBeVisible();

  const event = JSON.parse(events)[0] as { slug: string };
  await openFile(page, "lists", "events");
  await openEntry(pane(page, "EN"), event.slug);
  await field(pane(page, "EN"), "Date").fill("2026-02-31");
  await publish(page);
  await expect(page.getByText("Date: 2026-02-31 is not a day of the calendar")).toBeVisible();

  expect(backend.read("content/team.json")).toBe(team);
  expect(backend.read("content/events.json")).toBe(events);
});

/** What the site's own CSS gives an element: the preview must draw it as a visitor's page does. */
const lookOf = (element: Element) => {
  const style = getComputedStyle(element);
  return { font: style.fontFamily, size: style.fontSize, weight: style.fontWeight, colour: style.color };
};

test("the preview draws the profile being typed with the site's own team card and CSS, in its language, and names a missing twin as check:content does", async ({
  page,
  context,
}) => {
  const [member] = json("content/team.json") as { slug: string; name: string; role: string }[];
  const [hindiMember] = json("content/hi/team.json") as { name: string }[];
  const hindiUi = JSON.parse(fs.readFileSync("content/hi/ui.json", "utf8")) as { readMore: string };

  // The card as a visitor sees it on /team/: its role line's look. (The build shortens the visitor
  // pages' class names after webpack; the CMS bundle keeps the CSS module's own.)
  const site = await context.newPage();
  await site.goto("/team/");
  const siteRole = site
    .getByRole("article")
    .filter({ has: site.getByRole("heading", { name: member.name }) })
    .getByText(member.role, { exact: true });
  const roleLook = await siteRole.evaluate(lookOf);
  await site.close();

  await login(page);
  await openFile(page, "lists", "team");
  // One language beside the preview: the preview draws the language being edited.
  await sideBySide(page, false);
  await openEntry(pane(page, "EN"), member.slug);
  await field(pane(page, "EN"), "Role").fill("Chief Preview Officer");
  const preview = page.frameLocator("#preview-pane");
  const card = preview.getByRole("article").filter({ has: preview.getByRole("heading", { name: member.name }) });
  const typed = card.getByText("Chief Preview Officer", { exact: true });
  await expect(typed).toBeVisible();
  // The team card's own markup (its role line's CSS-module class, its link to the profile) in the site's CSS.
  await expect(typed).toHaveAttribute("class", /^team-module--role--/);
  await expect(card.getByRole("link", { name: member.name })).toHaveAttribute("href", `/team/${member.slug}/`);
  expect(await typed.evaluate(lookOf)).toEqual(roleLook);

  await expect(preview.locator("html")).toHaveAttribute("lang", "en-IN");

  // Hindi in the same pane (Writing in EN -> hi): the Hindi file's text, the Hindi UI strings,
  // a Hindi page's links and language.
  await page.getByText("Writing in EN", { exact: true }).click();
  await page.getByRole("menuitem", { name: "hi", exact: true }).click();
  await openEntry(pane(page, "HI"), member.slug);
  await field(pane(page, "HI"), "Role").fill("पूर्वावलोकन प्रमुख");
  const hindiCard = preview
    .getByRole("article")
    .filter({ has: preview.getByRole("heading", { name: hindiMember.name }) });
  await expect(hindiCard.getByText("पूर्वावलोकन प्रमुख", { exact: true })).toBeVisible();
  await expect(hindiCard.getByRole("link", { name: hindiUi.readMore })).toHaveAttribute(
    "href",
    `/hi/team/${member.slug}/`,
  );
  await expect(preview.locator("html")).toHaveAttribute("lang", "hi-IN");

  // An English press release without its Hindi twin: the preview names it, in check:content's words.
  const hindiReleases = json("content/hi/press-releases.json");
  fs.writeFileSync(
    path.join(backend.repo, "content/hi/press-releases.json"),
    `${JSON.stringify(hindiReleases.slice(0, -1), null, 2)}\n`,
  );
  const problems = contentProblems(backend.repo);
  expect(problems).toEqual([expect.stringMatching(/^content\/hi\/press-releases\.json: the twin of .* is missing/)]);
  await openFile(page, "lists", "press-releases");
  await expect(preview.getByRole("status", { name: "Twins in the other languages" })).toContainText(problems[0]);
});
