// The product videos as a visitor sees them (issue 43): the pause control never covers the
// artwork, at any width, and a phone gets each product video's square phone layout, poster and
// video both, with text large enough to read.
import type { Page } from "@playwright/test";
import { inLanguage, pageUrl, readContent } from "../support/site-data.mjs";
import { expect, settled, test, visit } from "./fixtures";

const services: { path: string; video: string }[] = readContent("services.json");
const hindiServices: { path: string; video: string }[] = readContent("hi/services.json");

/** Every video's frame (the box its artwork fills) and its pause control, in page pixels. */
const framesAndControls = (page: Page) =>
  page.locator("div:has(> video[data-video])").evaluateAll((frames) =>
    frames.map((frame) => {
      const box = (element: Element | null) => {
        const rect = element?.getBoundingClientRect();
        return rect && { left: rect.left, top: rect.top + scrollY, right: rect.right, bottom: rect.bottom + scrollY };
      };
      return {
        name: (frame.querySelector("video") as HTMLVideoElement).dataset.video,
        // Home's six product summaries give the control a rail beside a wide video.
        // The square phone layout (a phone, a tablet's column) keeps the row: too narrow for a rail.
        beside:
          frame.closest("[data-sections]") !== null && matchMedia("(40rem < width < 48rem), (width > 56rem)").matches,
        frame: box(frame)!,
        control: box(frame.querySelector("button[data-video-toggle]")),
      };
    }),
  );

type Box = { left: number; top: number; right: number; bottom: number };
const overlap = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

const widths = [
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1000, height: 800 },
  { width: 1440, height: 900 },
];

test.describe("video pause control", () => {
  for (const route of ["/", pageUrl(services[3].path)]) {
    test(`${route}: sits beside every video's artwork, never on it, at every width`, async ({ page }) => {
      // Four widths of the home page, each scrolled control by control.
      test.setTimeout(120_000);
      for (const viewport of widths) {
        await page.setViewportSize(viewport);
        await visit(page, route);
        const videos = await framesAndControls(page);
        expect(videos.length, `${route} has videos`).toBeGreaterThan(0);
        for (const { name, beside, frame, control } of videos) {
          const at = `${name} at ${viewport.width} px`;
          expect(control, `${at}: has its control`).not.toBeNull();
          expect(overlap(control!, frame), `${at}: the control is off the artwork`).toBe(false);
          expect(control!.left, `${at}: inside the page`).toBeGreaterThanOrEqual(0);
          if (beside) {
            // At the frame's foot, just off its left or right edge.
            expect(Math.abs(control!.bottom - frame.bottom), `${at}: at the frame's foot`).toBeLessThanOrEqual(1.5);
            const gap = control!.left >= frame.right ? control!.left - frame.right : frame.left - control!.right;
            expect(gap, `${at}: just beside the frame`).toBeGreaterThanOrEqual(0);
            expect(gap, `${at}: just beside the frame`).toBeLessThan(16);
            expect(control!.right, `${at}: inside the page`).toBeLessThanOrEqual(viewport.width);
            continue;
          }
          // Right under the frame's bottom-right corner, inside the page.
          expect(control!.top - frame.bottom, `${at}: just under the frame`).toBeGreaterThanOrEqual(0);
          expect(control!.top - frame.bottom, `${at}: just under the frame`).toBeLessThan(16);
          // Aligned with the frame's right edge (inside its 1 px border).
          expect(Math.abs(control!.right - frame.right), `${at}: at the frame's right edge`).toBeLessThanOrEqual(1.5);
          expect(control!.right, `${at}: inside the page`).toBeLessThanOrEqual(viewport.width);
        }
        // No text of the page lies under any control either (elementsFromPoint sees only the viewport).
        const covered: string[] = [];
        for (const control of await page.locator("button[data-video-toggle]").all()) {
          await control.scrollIntoViewIfNeeded();
          covered.push(
            ...(await control.evaluate((button) => {
              const { left, top, right, bottom } = button.getBoundingClientRect();
              const corners = [
                [left + 3, top + 3],
                [right - 3, top + 3],
                [left + 3, bottom - 3],
                [right - 3, bottom - 3],
              ];
              const hasText = (element: Element) =>
                [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim());
              return corners.flatMap(([x, y]) =>
                document
                  .elementsFromPoint(x, y)
                  .filter((element) => !button.contains(element) && hasText(element))
                  .map((element) => `${element.tagName} "${element.textContent!.trim().slice(0, 40)}"`),
              );
            })),
          );
        }
        expect(covered, `${route} at ${viewport.width} px: no text under a control`).toEqual([]);
      }
    });
  }
});

/** The product video's square phone layout, poster and video, with its smallest text 14 px or more on screen. */
async function expectPhoneLayout(page: Page) {
  await visit(page, "/");
  const service = services[3];
  const frame = page.locator(`div:has(> video[data-video='${service.video}'])`);
  await frame.scrollIntoViewIfNeeded();
  const poster = frame.locator("img");
  await expect.poll(() => poster.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  expect(await poster.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname)).toBe(
    `/videos/${service.video}-phone.webp`,
  );
  const box = (await frame.boundingBox())!;
  expect(Math.abs(box.width - box.height), "the frame is square").toBeLessThan(1);
  // The phone layouts set no text under 24 px in their 540 px square (product-videos.test.ts).
  expect((24 * box.width) / 540, "the smallest text's size on screen").toBeGreaterThanOrEqual(14);
  await settled(page);
  await expect
    .poll(
      () =>
        frame.locator("video").evaluate((video: HTMLVideoElement) => new URL(video.currentSrc || "http://x/").pathname),
      {
        message: "the phone layout's video plays",
      },
    )
    .toBe(`/videos/${service.video}-phone.webm`);
}

test.describe("product videos on a phone and in a tablet's column", () => {
  test("show their square phone layout, poster and video, with text of 14 px or more @phone-only", async ({ page }) => {
    await expectPhoneLayout(page);
  });

  // From 768 to 896 px the video shares the section with the text: its column is a phone's width.
  for (const width of [768, 820])
    test(`show their phone layout in the tablet's video column at ${width} px`, async ({ openPage }) => {
      await expectPhoneLayout(await openPage({ viewport: { width, height: 1024 } }));
    });

  test("keep the wide layout on a desktop", async ({ page }) => {
    await visit(page, "/");
    const service = services[3];
    const frame = page.locator(`div:has(> video[data-video='${service.video}'])`);
    await frame.scrollIntoViewIfNeeded();
    await settled(page);
    await expect
      .poll(() =>
        frame.locator("video").evaluate((video: HTMLVideoElement) => new URL(video.currentSrc || "http://x/").pathname),
      )
      .toBe(`/videos/${service.video}.webm`);
    const box = (await frame.boundingBox())!;
    expect(box.width / box.height).toBeCloseTo(16 / 9, 1);
  });
});

/** The path a frame's video plays and its poster shows, once the video has started. */
async function playing(page: Page, frame: ReturnType<Page["locator"]>) {
  await frame.scrollIntoViewIfNeeded();
  await settled(page);
  const path = (url: string) => new URL(url || "http://x/").pathname;
  await expect.poll(() => frame.locator("video").evaluate((video: HTMLVideoElement) => video.currentSrc)).not.toBe("");
  return {
    video: path(await frame.locator("video").evaluate((video: HTMLVideoElement) => video.currentSrc)),
    poster: path(await frame.locator("img").evaluate((img: HTMLImageElement) => img.currentSrc)),
  };
}

test.describe("the Hindi pages' videos", () => {
  // Payout: its Hindi render says "क्रेडिट हुआ" where the English one says "Credited".
  const at = services.findIndex((service) => service.video === "payout");
  const english = services[at];
  const hindi = hindiServices[at];

  test("a /hi/ product page plays the render with Hindi words, its English twin the English one @phone", async ({
    page,
  }) => {
    // Two pages, each waited on until its video plays.
    test.setTimeout(90_000);
    expect(hindi.video, "content/hi names the Hindi render").toBe(`${english.video}-hi`);
    const phone = (page.viewportSize()?.width ?? 0) < 640 ? "-phone" : "";
    for (const [route, video] of [
      [pageUrl(inLanguage(english.path, "hi")), hindi.video],
      [pageUrl(english.path), english.video],
    ]) {
      await visit(page, route);
      const frame = page.locator(`div:has(> video[data-video='${video}'])`);
      await expect(frame, `${route} shows ${video}`).toHaveCount(1);
      const shown = await playing(page, frame);
      expect(shown.video, route).toBe(`/videos/${video}${phone}.webm`);
      // The wide poster is resized by the build, which keeps its file name; the phone's is served as it is.
      expect(shown.poster, route).toMatch(phone ? `/videos/${video}-phone.webp` : new RegExp(`/${video}\\.\\w+$`));
    }
  });
});
