import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * The task's text stands above the board's top edge and on the first screen (under the sticky
 * header, inside the window), and the whole board is on the first screen too.
 */
export async function expectTaskThenBoard(page: Page, task: Locator, board: Locator, what: string): Promise<void> {
  const height = page.viewportSize()!.height;
  const headerBottom = await page
    .locator('header')
    .first()
    .evaluate((el) => el.getBoundingClientRect().bottom);
  const [taskBox, boardBox] = [await task.boundingBox(), await board.boundingBox()];
  expect(taskBox, `${what}: the task is shown`).not.toBeNull();
  expect(boardBox, `${what}: the board is shown`).not.toBeNull();
  expect(taskBox!.y, `${what}: the task's top is under the header`).toBeGreaterThanOrEqual(headerBottom - 1);
  expect(taskBox!.y + taskBox!.height, `${what}: the task ends above the board's top`).toBeLessThanOrEqual(boardBox!.y + 1);
  expect(boardBox!.y + boardBox!.height, `${what}: the board's bottom edge is on the first screen`).toBeLessThanOrEqual(height);
}
