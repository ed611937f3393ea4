// The editors' CMS at /admin/ on real files: decap-server over a temporary copy of content/
// (cms-local-backend.ts), the production build's /admin/ in Chromium, one test at a time.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { expect, test, type Locator, type Page } from "@playwright/test";
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

/** Opens one file of a collection, loaded afresh (a new hash alone would briefly show the last file). */
async function openFile(page: Page, collection: string, file: string) {
  await page.goto(`/admin/#/collections/${collection}/entries/${file}`);
  await page.reload();
  await expect(page.getByRole("button", { name: "Published", exact: true })).toBeVisible({ timeout: 30_000 });
}

/** Opens the collapsed list entry Decap summarises by `summary` (its slug). */
async function openEntry(page: Page, summary: string) {
  await page.getByText(summary, { exact: true }).locator("xpath=preceding-sibling::*[1]//button").first().click();
}

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true }).filter({ visible: true }).first();

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

/** The picture in the open entry's image field of the form. */
const formPicture = (page: Page) =>
  page.getByRole("button", { name: "Choose different image" }).locator("xpath=ancestor::*[.//img][1]//img");

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

test("an editor changes a team member's role in English and Hindi and their portrait, and the files pass the content check", async ({
  page,
}, testInfo) => {
  const english = json("content/team.json");
  const hindi = json("content/hi/team.json");
  const slug = String(english[0].slug);
  // A new portrait: one of today's (big enough for the build), under a new name.
  const upload = testInfo.outputPath("e2e-portrait.png");
  fs.copyFileSync(path.join(backend.repo, "content", String(english[1].image)), upload);

  await login(page);
  await openFile(page, "en-lists", "team");
  await openEntry(page, slug);
  await field(page, "Role").fill("Co-Founder and Chief Executive");
  // Today's portrait, found in its folder (images/people), in the form and in the preview's card.
  await shows(formPicture(page));
  const preview = page.frameLocator("#preview-pane");
  await shows(
    preview
      .getByRole("article")
      .filter({ has: preview.getByRole("heading", { name: String(english[0].name) }) })
      .locator("img"),
  );
  await page.getByRole("button", { name: "Choose different image" }).click();
  await page.locator('input[type="file"]').setInputFiles(upload);
  await page.getByRole("button", { name: "Choose selected" }).click();
  await shows(formPicture(page));
  await publish(page);
  await published(page);

  await openFile(page, "hi-lists", "team");
  await openEntry(page, slug);
  await field(page, "Role").fill("सह-संस्थापक एवं मुख्य कार्यकारी");
  // The same picture in Hindi (a language-independent field): chosen from the portraits' folder.
  await page.getByRole("button", { name: "Choose different image" }).click();
  await page.getByText("e2e-portrait.png", { exact: true }).click();
  await page.getByRole("button", { name: "Choose selected" }).click();
  await shows(formPicture(page));
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
  expect(backend.read("content/team.json")).toBe(`${JSON.stringify(json("content/team.json"), null, 2)}\n`);
  expect(contentProblems(backend.repo)).toEqual([]);
});

test("the CMS refuses what the build refuses, with the build's message, and writes nothing", async ({ page }) => {
  const team = backend.read("content/team.json");
  const events = backend.read("content/events.json");
  const slug = String(JSON.parse(team)[0].slug);

  await login(page);
  await openFile(page, "en-lists", "team");
  await openEntry(page, slug);
  await field(page, "Role").fill("");
  await field(page, "Linkedin (optional)").fill("javascript:alert(1)");
  await publish(page);
  await expect(page.getByText("Role: is a required field")).toBeVisible();
  await expect(page.getByText("Linkedin: must be an https: URL")).toBeVisible();

  const event = JSON.parse(events)[0] as { slug: string };
  await openFile(page, "en-lists", "events");
  await openEntry(page, event.slug);
  await field(page, "Date").fill("2026-02-31");
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
  await openFile(page, "en-lists", "team");
  await openEntry(page, member.slug);
  await field(page, "Role").fill("Chief Preview Officer");
  const preview = page.frameLocator("#preview-pane");
  const card = preview.getByRole("article").filter({ has: preview.getByRole("heading", { name: member.name }) });
  const typed = card.getByText("Chief Preview Officer", { exact: true });
  await expect(typed).toBeVisible();
  // The team card's own markup (its role line's CSS-module class, its link to the profile) in the site's CSS.
  await expect(typed).toHaveAttribute("class", /^team-module--role--/);
  await expect(card.getByRole("link", { name: member.name })).toHaveAttribute("href", `/team/${member.slug}/`);
  expect(await typed.evaluate(lookOf)).toEqual(roleLook);

  // Hindi: the Hindi file's text, the Hindi UI strings, a Hindi page's links and language.
  await openFile(page, "hi-lists", "team");
  await openEntry(page, member.slug);
  await field(page, "Role").fill("पूर्वावलोकन प्रमुख");
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
  await openFile(page, "en-lists", "press-releases");
  await expect(preview.getByRole("status", { name: "Twins in the other languages" })).toContainText(problems[0]);
});
