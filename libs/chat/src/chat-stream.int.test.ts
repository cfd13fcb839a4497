import type { ChatReply } from '@circular/contract';
import { startCoreSim, type CoreSim } from '@circular/core-sim';
import { createSafeFetcher, type SafeFetcher } from '@circular/runtime';
import { MemorySaver } from '@langchain/langgraph';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { chat } from './chat.ts';
import type { ChatDeps } from './deps.ts';
import { Conversation } from './test-support/conversation.ts';

let fetcher: SafeFetcher;
let sim: CoreSim;

beforeAll(() => {
  fetcher = createSafeFetcher({ allowCidrs: ['127.0.0.0/8'] });
});
afterAll(() => fetcher.close());
beforeEach(async () => {
  sim = await startCoreSim({ seed: 'chat-stream-test' });
});
afterEach(async () => {
  await sim.close();
});

const depsWith = (): ChatDeps => ({ fetcher, checkpointer: new MemorySaver(), coreSystem: { initialRetryDelayMs: 1, maxRetryDelayMs: 5 } });

describe('chat with onReply (streaming), against core-sim', () => {
  it('hands on each reply as its node runs, in the order and with the content of the returned messages', async () => {
    const deps = depsWith();
    const seller = new Conversation({ deps, coreUrl: sim.coreUrl, submissionUrl: sim.submissionUrl, language: 'en' });
    await seller.turn('I want to sell my Trek Marlin 7, size M, black');
    await seller.turn('Trek Marlin 7 Gen 2');
    const events: string[] = [];
    const streamed: ChatReply[] = [];
    const result = await chat(seller.request('Confirm'), deps, {
      onTurnStart: (sessionId) => events.push(`start ${sessionId}`),
      onReply: (reply) => {
        events.push('reply');
        streamed.push(reply);
      },
    });
    // Confirming creates the item (one reply) and asks the first question (another): two replies, one turn.
    expect(result.messages.map((reply) => reply.text.split('\n')[0])).toEqual([expect.stringMatching(/^Item created \(reference itm_\w+\)/), 'Question 1 of 6: Frame condition']);
    expect(streamed).toEqual(result.messages);
    expect(events).toEqual([`start ${seller.sessionId}`, 'reply', 'reply']);
    expect(sim.db.itemCount()).toBe(1);
  });

  it("starts a new session's turn with its id, and streams the first turn of a session too", async () => {
    const deps = { ...depsWith(), newSessionId: () => 'session-from-deps' };
    const starts: (string | undefined)[] = [];
    const streamed: ChatReply[] = [];
    const request = new Conversation({ deps, coreUrl: sim.coreUrl, submissionUrl: sim.submissionUrl, language: 'en' }).request('Trek Marlin 7');
    const result = await chat(request, deps, { onTurnStart: (id) => starts.push(id), onReply: (reply) => streamed.push(reply) });
    expect(starts).toEqual(['session-from-deps']);
    expect(result.sessionId).toBe('session-from-deps');
    expect(streamed).toEqual(result.messages);
    expect(streamed.length).toBeGreaterThan(0);
  });

  it("gives a repeated request the first answer's replies again, streamed, without moving the conversation or creating a second item", async () => {
    const deps = depsWith();
    const seller = new Conversation({ deps, coreUrl: sim.coreUrl, submissionUrl: sim.submissionUrl, language: 'en' });
    await seller.turn('I want to sell my Trek Marlin 7, size M, black');
    await seller.turn('Trek Marlin 7 Gen 2');
    const request = seller.request('Confirm');
    const first = await chat(request, deps);
    const streamed: ChatReply[] = [];
    const again = await chat(request, deps, { onReply: (reply) => streamed.push(reply) });
    expect(again.messages).toEqual(first.messages);
    expect(streamed).toEqual(first.messages);
    expect(sim.db.itemCount()).toBe(1);
  });

  it('refuses a bad request before the turn starts: nothing is streamed', async () => {
    const starts: unknown[] = [];
    await expect(chat({ messages: [], service_core_base_url: sim.coreUrl, service_submission_base_url: sim.submissionUrl } as never, depsWith(), { onTurnStart: (id) => starts.push(id) })).rejects.toMatchObject({
      status: 422,
    });
    expect(starts).toEqual([]);
  });
});
