import { expect, test } from '@playwright/test';
import { watchConsole } from '../support/console';

test('the welcome video plays: its time advances', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto('/home');
  const video = page.getByTestId('welcome-video');
  await video.scrollIntoViewIfNeeded();
  await video.evaluate(async (v: HTMLVideoElement) => {
    v.muted = true;
    await v.play();
  });
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 10_000 }).toBeGreaterThan(1);
  expect(await video.evaluate((v: HTMLVideoElement) => [v.duration > 10 && v.duration < 20, v.textTracks[0]?.kind])).toEqual([
    true,
    'captions',
  ]);
  // the captions file is served and parsed: its five cues are loaded
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.textTracks[0]?.cues?.length ?? 0)).toBe(5);
  expect(await page.evaluate(async () => (await fetch(document.querySelector('track')!.src)).headers.get('content-type'))).toMatch(
    /^text\/vtt/,
  );
  expect(problems).toEqual([]);
});

test('the reviews carousel moves with buttons, dots, keys and a swipe', async ({ page }) => {
  await page.goto('/home');
  const carousel = page.getByRole('region', { name: 'What our members say' });
  const current = carousel.locator('[aria-roledescription="slide"]:not([aria-hidden="true"])');
  await expect(current).toHaveAttribute('aria-label', '1 of 2');
  await expect(current.getByRole('heading', { level: 3 })).toHaveCount(3);
  await carousel.getByRole('button', { name: 'Next reviews' }).click();
  await expect(current).toHaveAttribute('aria-label', '2 of 2');
  await page.keyboard.press('ArrowLeft');
  await expect(current).toHaveAttribute('aria-label', '1 of 2');
  await carousel.getByRole('button', { name: 'Show reviews 4 to 6' }).click();
  await expect(current).toHaveAttribute('aria-label', '2 of 2');
  // framer-motion's drag arrives as the carousel nears the screen; a swipe begun on the CSS track it replaces is lost.
  await expect(page.locator('[data-testid="reviews-track"][style*="touch-action"]')).toBeAttached();
  const box = (await page.getByTestId('reviews-viewport').boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + 40);
  await page.mouse.down();
  // Dragged 40% of a slide, past the fifth that turns it without a flick's momentum: a main-thread pause between the
  // last move and the release (velocity 0) cannot make it spring back (motion.spec.ts tests the momentum itself).
  await page.mouse.move(box.x + box.width / 2 + box.width * 0.4, box.y + 40, { steps: 5 });
  await page.mouse.up();
  await expect(current).toHaveAttribute('aria-label', '1 of 2');
});

test('footer links of docs/product.md §2.1 all lead to real pages', async ({ page }) => {
  await page.goto('/home');
  const footer = page.getByTestId('site-footer');
  await expect(footer.locator('a[href="/support"]').first()).toBeVisible();
  const hrefs = await footer.locator('a[href^="/"]').evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href')!))]);
  expect(hrefs).toEqual(
    expect.arrayContaining(['/service-connect', '/rent', '/lease', '/terms-and-condition', '/privacy', '/aboutus', '/support']),
  );
  for (const href of hrefs) {
    await page.goto(href);
    await expect(page.locator('[data-remote] h1').first(), href).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0);
  }
});
