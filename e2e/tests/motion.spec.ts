import { expect, test, type Page } from '@playwright/test';
import { catalogCards, openShop } from '../support/shop';

// framer-motion (docs/architecture.md §4): the reviews carousel drags with momentum, the cart badge pops on an add,
// dialogs enter with Chakra's CSS, and nothing moves under prefers-reduced-motion.

/** The carousel once framer-motion's drag has arrived (it downloads as the carousel comes near the screen). */
async function openCarousel(page: Page) {
  await page.goto('/home');
  const carousel = page.getByRole('region', { name: 'What our members say' });
  await carousel.scrollIntoViewIfNeeded();
  await expect(page.locator('[data-testid="reviews-track"][style*="touch-action"]')).toBeAttached();
  return { carousel, current: carousel.locator('[aria-roledescription="slide"]:not([aria-hidden="true"])') };
}

/**
 * A mouse swipe of `dx` px on the reviews in six moves `stepMs` apart, let go `holdMs` after the last (timed in the page).
 * With `stepMs` 0 the moves and the release arrive together one task after the press, as a browser delivers a fast
 * flick's coalesced moves: framer-motion's velocity is then the whole swipe over one timer's time, so a busy machine
 * slows a slow drag further but cannot slow a flick below the speed that turns the slide.
 */
const swipe = (page: Page, dx: number, stepMs: number, holdMs: number) =>
  page.evaluate(
    async ([dx, stepMs, holdMs]) => {
      const track = document.querySelector<HTMLElement>('[data-testid="reviews-track"]')!;
      const box = track.parentElement!.getBoundingClientRect();
      const at = (x: number) => ({
        clientX: x,
        clientY: box.top + 40,
        button: 0,
        pointerId: 1,
        pointerType: 'mouse',
        isPrimary: true,
        bubbles: true,
      });
      const x0 = box.left + box.width / 2;
      const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
      track.dispatchEvent(new PointerEvent('pointerdown', at(x0)));
      await wait(stepMs || 16);
      for (let i = 1; i <= 6; i++) {
        if (i > 1 && stepMs) await wait(stepMs);
        window.dispatchEvent(new PointerEvent('pointermove', at(x0 + (dx * i) / 6)));
      }
      if (holdMs) await wait(holdMs);
      window.dispatchEvent(new PointerEvent('pointerup', at(x0 + dx)));
    },
    [dx, stepMs, holdMs] as const,
  );

/** The track's horizontal offset, frame by frame, from a click on Next. */
const slideFrames = (page: Page) =>
  page.evaluate(async () => {
    const track = document.querySelector<HTMLElement>('[data-testid="reviews-track"]')!;
    document.querySelector<HTMLElement>('[aria-label="Next reviews"]')!.click();
    const xs: number[] = [];
    for (let i = 0; i < 15; i++) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      xs.push(new DOMMatrix(getComputedStyle(track).transform).m41);
    }
    return { xs, width: track.parentElement!.offsetWidth };
  });

/**
 * Starts recording the largest scale of every animation the page makes for the cart badge, and returns a reader of the
 * largest so far. framer-motion hands the pop to the browser as KeyframeEffects (their easing, not their keyframes, may
 * carry the peak), so each is replayed paused on a probe element and read at 20 points: a busy machine's sparse frames
 * might never see the peak of the pop itself.
 */
async function recordBadgeScale(page: Page) {
  await page.evaluate(() => {
    const scales: number[] = [];
    const Native = window.KeyframeEffect;
    const largestScale = (effect: KeyframeEffect) => {
      const probe = document.body.appendChild(document.createElement('span'));
      probe.style.display = 'inline-block';
      const replay = new Animation(new Native(probe, effect.getKeyframes(), effect.getTiming()), document.timeline);
      replay.pause();
      const end = Number(effect.getComputedTiming().endTime);
      let most = 1;
      for (let i = 0; i <= 20; i++) {
        replay.currentTime = (end * i) / 20;
        const drawn = getComputedStyle(probe);
        most = Math.max(most, new DOMMatrix(drawn.transform).a, Number(drawn.scale.split(' ')[0]) || 1);
      }
      replay.cancel();
      probe.remove();
      return most;
    };
    window.KeyframeEffect = class extends Native {
      constructor(...args: [Element | null, Keyframe[] | PropertyIndexedKeyframes | null, KeyframeEffectOptions?]) {
        super(...args);
        if (args[0]?.matches('[data-pops]')) scales.push(largestScale(this));
      }
    } as typeof KeyframeEffect;
    (window as unknown as { badgeScales: number[] }).badgeScales = scales;
  });
  return () => page.evaluate(() => Math.max(1, ...(window as unknown as { badgeScales: number[] }).badgeScales));
}

/** Scripts of the shell's build that hold the motion entry, and whether the page has loaded any of them. */
async function motionLoaded(page: Page): Promise<boolean> {
  const modules = (await (await page.request.get('/chunk-modules.json')).json()) as Record<string, string[]>;
  const files = Object.entries(modules)
    .filter(([, inside]) => inside.includes('@xchange/ui/src/motion/index.ts'))
    .map(([file]) => `/${file}`);
  const loaded = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname));
  return loaded.some((p) => files.includes(p));
}

test('a flick carries the carousel to the next slide by its momentum; a slow drag of the same length springs back', async ({ page }) => {
  const { carousel, current } = await openCarousel(page);
  await expect(current).toHaveAttribute('aria-label', '1 of 2');
  // A slow drag: 120 px over most of a second, held still before letting go (a slide turns past a fifth, 220 px here,
  // counting 0.2 s of the release speed).
  await swipe(page, -120, 150, 300);
  await expect(current).toHaveAttribute('aria-label', '1 of 2');
  // A flick: the same 120 px let go while moving, fast enough that its momentum carries it past the fifth.
  await swipe(page, -120, 0, 0);
  await expect(current).toHaveAttribute('aria-label', '2 of 2');
  await expect(carousel.getByRole('button', { name: 'Show reviews 4 to 6' })).toHaveAttribute('aria-current', 'true');
});

test('the carousel slides between reviews, and jumps under prefers-reduced-motion', async ({ page }) => {
  await openCarousel(page);
  const moving = await slideFrames(page);
  expect(
    moving.xs.some((x) => x < -1 && x > -moving.width + 1),
    `frames ${moving.xs.join(', ')}`,
  ).toBe(true);

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openCarousel(page);
  const still = await slideFrames(page);
  // However many frames React takes to render the click on a busy machine, the track is only ever where it was or where
  // it ends, never in between, and it gets there.
  const atRest = (x: number) => Math.abs(x) < 1 || Math.abs(x + still.width) < 1;
  expect(still.xs.every(atRest) && Math.abs(still.xs.at(-1)! + still.width) < 1, `frames ${still.xs.join(', ')}`).toBe(true);
});

test('the cart badge pops on an add, with the motion entry downloaded then and not with the shop', async ({ page }) => {
  await openShop(page);
  const badge = page.getByTestId('cart-badge');
  await expect(badge).toHaveText('0');
  expect(await motionLoaded(page)).toBe(false);
  const addToCart = (n: number) =>
    catalogCards(page)
      .nth(n)
      .getByRole('button', { name: /^Add .* to cart$/ })
      .click();
  // The first add downloads the motion entry and its features, then the badge pops.
  const largestScale = await recordBadgeScale(page);
  await addToCart(0);
  await expect(badge).toHaveText('1');
  await expect.poll(largestScale, { timeout: 10_000 }).toBeGreaterThan(1.1);
  expect(await motionLoaded(page)).toBe(true);

  await page.emulateMedia({ reducedMotion: 'reduce' });
  const stillScale = await recordBadgeScale(page);
  await addToCart(1);
  await expect(badge).toHaveText('2');
  await page.waitForTimeout(1500);
  expect(await stillScale()).toBe(1);
});

test('a dialog scales and fades in, and appears at once under prefers-reduced-motion', async ({ page }) => {
  const duration = async () => {
    await page
      .getByRole('button', { name: /: view details$/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    const seconds = await dialog.evaluate((el) => parseFloat(getComputedStyle(el).animationDuration));
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    return seconds;
  };
  await openShop(page);
  expect(await duration()).toBeGreaterThan(0.1);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(await duration()).toBeLessThan(0.001);
});
