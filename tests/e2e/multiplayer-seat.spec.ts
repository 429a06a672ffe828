/**
 * A joining phone chooses which player it is (issue 33, item 5): in a 3-player game the host
 * answers for Ana; the first phone to join is shown the three players and taps "I’m Cy", so it
 * plays the third player although join order would have given it Ben. The next phone, with
 * one player left, is not asked. A phone reloaded keeps its player without being asked.
 */
import { expect, test } from './fixtures';
import { letIn, phone, shot, signallingForSpec, hostGame } from './multiplayer-helpers';

const signalling = signallingForSpec();

test('the joining phone taps "I’m Cy" and plays Cy; the last phone is not asked; a reload keeps the player', async ({ browser, server }) => {
  test.setTimeout(90_000);
  const host = await phone(browser, signalling().url);
  const bea = await phone(browser, signalling().url);
  const dan = await phone(browser, signalling().url);
  const { code } = await hostGame(host.page, server.url);

  await bea.page.goto(`${server.url}#/join/${code}`);
  const pick = bea.page.locator('.seat-pick');
  await expect(pick.getByRole('heading', { name: 'Which player are you?' })).toBeVisible();
  // Every player of the game is there, the host's own greyed; both others may be chosen.
  await expect(pick.locator('[data-other="0"]')).toContainText("Ana on the host's phone");
  await expect(pick.getByRole('button', { name: 'I’m Ben' })).toBeInViewport();
  await expect(pick.getByRole('button', { name: 'I’m Cy' })).toBeInViewport();
  // Nothing waits on the host until the phone has chosen.
  await expect(host.page.locator('[data-asking]')).toHaveCount(0);
  await bea.page.screenshot({ path: shot('guest-seat-pick.png') });

  await pick.getByRole('button', { name: 'I’m Cy' }).click();
  await expect(host.page.locator('[data-asking="2"]')).toContainText('A new phone asks to play Cy');
  await expect(host.page.locator('[data-asking="1"]')).toHaveCount(0);
  await letIn(host.page, 2);
  await expect(bea.page.locator('.multi-guest')).toHaveAttribute('data-seat', '2');
  await expect(bea.page.locator('.multi-guest__me')).toHaveText('You play Cy');
  await expect(host.page.locator('[data-seat="2"]')).toHaveAttribute('data-status', 'connected');
  await expect(host.page.locator('[data-seat="1"]')).toHaveAttribute('data-status', 'free');

  // One player left: the next phone is not asked, it waits for the host's yes for Ben.
  await dan.page.goto(`${server.url}#/join/${code}`);
  await expect(dan.page.locator('.multi-joining[data-wait]')).toContainText('Ben');
  await expect(dan.page.locator('.seat-pick')).toHaveCount(0);
  await letIn(host.page, 1);
  await expect(dan.page.locator('.multi-guest')).toHaveAttribute('data-seat', '1');

  // Cy's phone reloads: back to Cy with its seat token, no pick, no host's tap.
  await bea.page.reload();
  await expect(bea.page.locator('.multi-guest')).toHaveAttribute('data-seat', '2');
  await expect(bea.page.locator('.multi-guest__me')).toHaveText('You play Cy');
  await expect(host.page.locator('[data-asking]')).toHaveCount(0);
  for (const p of [host, bea, dan]) await p.context.close();
});
