import type { Page } from "@playwright/test";

/**
 * What makes a screen hard to use on a phone: how far the page scrolls sideways, and the controls of
 * its main content that sit outside the window (reachable only by scrolling a table sideways).
 */
export async function sidewaysProblems(page: Page): Promise<{ overflow: number; offscreen: string[] }> {
  return page.evaluate(() => {
    const controls = [
      ...document.querySelectorAll<HTMLElement>(
        "main button, main input, main select, main textarea, main a",
      ),
    ].filter((element) => element.getClientRects().length > 0 && !element.closest("[aria-hidden=true]"));
    return {
      overflow: document.scrollingElement!.scrollWidth - window.innerWidth,
      offscreen: controls
        .filter((element) => {
          const rect = element.getBoundingClientRect();
          return rect.left < -1 || rect.right > window.innerWidth + 1;
        })
        .map((element) => element.outerHTML.slice(0, 100)),
    };
  });
}
