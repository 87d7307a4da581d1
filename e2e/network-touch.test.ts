import type { Browser, CDPSession } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, launchBrowser, screenshot, signIn, uniqueEmail } from './support/browser';
import { e2e } from './support/context';
import { eventually } from './support/eventually';
import { linkOrcid } from './support/orcid';

/**
 * Issue 40 item 5: the network page on a phone, by touch, in Chromium at 390 px. Fingers are
 * Chromium's own touch events (CDP Input.dispatchTouchEvent), as a touch screen sends them; what
 * they did is read from the selection: a tap where a researcher is drawn selects them (Node
 * Details), so after a drag or a pinch the researcher is found where the pan or the zoom put them,
 * and only there.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface Point {
  x: number;
  y: number;
}

/** Fingers on the glass: each call gives every finger still down (CDP works out what changed). */
function fingers(cdp: CDPSession) {
  const send = (type: 'touchStart' | 'touchMove' | 'touchEnd', points: Point[]) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: points.map((p, id) => ({ x: p.x, y: p.y, id, radiusX: 4, radiusY: 4 })),
    });
  const between = (a: Point, b: Point, t: number) => ({ x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t });
  return {
    async tap(at: Point) {
      await send('touchStart', [at]);
      await send('touchEnd', []);
    },
    /** One finger from `from` to `to`, in steps. */
    async drag(from: Point, to: Point) {
      await send('touchStart', [from]);
      for (let i = 1; i <= 8; i++) await send('touchMove', [between(from, to, i / 8)]);
      await send('touchEnd', []);
    },
    /** Two fingers down one after the other, moved together from `from` to `to`, then lifted. */
    async pinch(from: [Point, Point], to: [Point, Point]) {
      await send('touchStart', [from[0]]);
      await send('touchStart', from);
      for (let i = 1; i <= 8; i++)
        await send('touchMove', [between(from[0], to[0], i / 8), between(from[1], to[1], i / 8)]);
      await send('touchEnd', [to[0]]);
      await send('touchEnd', []);
    },
  };
}

describe('Network visualisation by touch (issue 40 item 5)', () => {
  it('at 390 px a tap selects, a finger dragged over empty space pans, two fingers zoom', async () => {
    const signedIn = await signIn(browser, uniqueEmail('touch.network'), { width: 390, height: 844 });
    await linkOrcid(signedIn.page);
    const { profile: me } = await api<{ profile: { id: string; name: string } }>(
      signedIn.page,
      'GET',
      '/api/profile',
    );
    await eventually(`the network to list ${me.name}`, async () => {
      const nodes = await api<{ id: string }[]>(signedIn.page, 'GET', '/api/researchers/network');
      return nodes.some((n) => n.id === me.id);
    });

    const page = signedIn.page;
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 });
    const touch = fingers(cdp);
    // My own network (nobody else in it): other tests' researchers, drawn over or beside me, cannot
    // take the taps meant for me.
    await page.goto(`${e2e().publicUrl}/network-visualization?focus=${me.id}&depth=1`);
    await page.getByRole('heading', { level: 1, name: 'Network Visualisation' }).waitFor();
    const placeholder = page.getByText('Click on a node to view details');
    const canvas = page.getByRole('application', { name: /^Network graph/ });
    await canvas.waitFor();
    const details = page.locator('.ant-card').filter({ hasText: 'Node Details' });
    const mine = details.getByRole('heading', { level: 3, name: me.name });
    const selectedMe = () =>
      mine.waitFor({ timeout: 5_000 }).then(
        () => true,
        () => false,
      );
    const clearSelection = async () => {
      await canvas.focus();
      await page.keyboard.press('Escape');
      await placeholder.waitFor();
    };

    // Hold the layout still and bring me to the middle of the canvas (the list does that).
    await page.getByRole('button', { name: 'Pause' }).click();
    await page
      .getByRole('list', { name: 'Researchers shown' })
      // (A name matches as a part of the button's name, whatever its case.)
      .getByRole('button', { name: me.name })
      .click();
    await mine.waitFor();
    await clearSelection();
    expect(await page.getByRole('list', { name: 'Researchers shown' }).getByRole('listitem').count()).toBe(1);
    await canvas.evaluate((c) => c.scrollIntoView({ block: 'center' }));
    const box = (await canvas.boundingBox())!;
    // On a phone the canvas takes the width it has, taller than wide, inside the window.
    expect(box.width).toBeGreaterThan(330);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(box.height).toBeGreaterThan(box.width);
    const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };

    // A tap selects: 12 px off my centre still hits (a target of at least 24 px).
    await touch.tap({ x: centre.x, y: centre.y + 12 });
    expect(await selectedMe()).toBe(true);

    // A tap on empty space clears the selection: find some, near the canvas's edges.
    const corners = [
      { x: box.x + 30, y: box.y + 30 },
      { x: box.x + box.width - 30, y: box.y + 30 },
      { x: box.x + 30, y: box.y + box.height - 30 },
      { x: box.x + box.width - 30, y: box.y + box.height - 30 },
      { x: centre.x, y: box.y + 30 },
      { x: centre.x, y: box.y + box.height - 30 },
    ];
    let empty: Point | null = null;
    for (const corner of corners) {
      await touch.tap(centre);
      await mine.waitFor();
      await touch.tap(corner);
      const cleared = await placeholder.waitFor({ timeout: 3_000 }).then(
        () => true,
        () => false,
      );
      if (cleared) {
        empty = corner;
        break;
      }
      await clearSelection();
    }
    expect(empty, 'a corner of the canvas with nobody drawn there').not.toBeNull();

    // A finger dragged over empty space pans: I am now drawn where the drag took the middle.
    const step = { x: centre.x > empty!.x ? 60 : -60, y: centre.y > empty!.y ? 60 : -60 };
    await touch.drag(empty!, { x: empty!.x + step.x, y: empty!.y + step.y });
    const panned = { x: centre.x + step.x, y: centre.y + step.y };
    await touch.tap(panned);
    expect(await selectedMe()).toBe(true);
    await clearSelection();

    // Two fingers spread to twice their distance zoom in twice about their midpoint, 50 px to my
    // left: I move 50 px right and am drawn twice as big (a tap 24 px from my centre, beyond my
    // radius before, hits).
    const mid = { x: panned.x - 50, y: panned.y };
    await touch.pinch(
      [
        { x: mid.x - 25, y: mid.y },
        { x: mid.x + 25, y: mid.y },
      ],
      [
        { x: mid.x - 50, y: mid.y },
        { x: mid.x + 50, y: mid.y },
      ],
    );
    await touch.tap({ x: panned.x + 50, y: panned.y + 24 });
    expect(await selectedMe()).toBe(true);
    await screenshot(page, 'network-touch-390');

    await signedIn.context.close();
  });
});
