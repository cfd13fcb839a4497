import { existsSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';

/** Debian's Chromium (`apt-get install chromium`); CI installs it (.ci/run). */
export const chromiumPath = '/usr/bin/chromium';
export const chromiumInstalled = existsSync(chromiumPath);

/** Headless Chromium as the browser tests run it: nothing fetched in the background. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}

export const tinyPngDataUrl = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const tinyPng = Buffer.from(tinyPngDataUrl.split(',')[1]!, 'base64');

/** A person at the index page: types into Deep Chat, clicks its suggestion buttons, attaches photos. */
export class Seller {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  /** The assistant's newest message containing `text` (Deep Chat renders each reply as a bubble). */
  reply(text: string) {
    return this.page.locator('deep-chat .assistant-message.text-message', { hasText: text }).last();
  }

  /** The newest reply containing `text`, once it is shown, with no-break spaces (amounts, units) read as spaces. */
  async waitFor(text: string): Promise<string> {
    const bubble = this.reply(text);
    await bubble.waitFor();
    return (await bubble.innerText()).replace(/[\u00a0\u202f]/g, ' ');
  }

  async type(text: string): Promise<void> {
    const input = this.page.locator('deep-chat #text-input');
    await input.fill(text);
    await input.press('Enter');
  }

  /** A suggestion button: a string is its whole label; a pattern picks the newest button it matches. */
  async click(label: string | RegExp): Promise<void> {
    const buttons = this.page.locator('deep-chat .deep-chat-suggestion-button');
    await (typeof label === 'string' ? buttons.getByText(label, { exact: true }) : buttons.filter({ hasText: label }).last()).click();
  }

  async attachPhoto(name: string): Promise<void> {
    const [chooser] = await Promise.all([this.page.waitForEvent('filechooser'), this.page.locator('deep-chat #upload-images-icon').click()]);
    await chooser.setFiles({ name, mimeType: 'image/png', buffer: tinyPng });
  }

  async send(): Promise<void> {
    await this.page.locator('deep-chat #submit-icon').click();
  }
}
