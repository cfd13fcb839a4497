import { describe, expect, it } from 'vitest';
import { withJobSession } from './job-session.ts';

const turn = { messages: [{ role: 'user' as const, text: 'iPhone 12' }], service_core_base_url: 'https://core.example.com', service_submission_base_url: 'https://sub.example.com' };

describe('withJobSession', () => {
  it("names a first turn's session after its job, so a repeated run continues the same session", () => {
    expect(withJobSession(turn, 'job_42')).toEqual({ ...turn, session_id: 'job_42' });
  });

  it('keeps the session a later turn names', () => {
    expect(withJobSession({ ...turn, session_id: 'seller-7' }, 'job_42')).toEqual({ ...turn, session_id: 'seller-7' });
  });

  it('gives no session to a turn that keeps none (conversation: false)', () => {
    expect(withJobSession({ ...turn, conversation: false }, 'job_42')).toEqual({ ...turn, conversation: false });
  });
});
