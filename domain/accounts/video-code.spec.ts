import { videoCodeExpiresAt, videoCodeState } from './video-code';

describe('video courses codes', () => {
  const issued = new Date('2025-03-01T10:00:00Z');

  it('expire 60 seconds after they are issued', () => {
    expect(videoCodeExpiresAt(issued).toISOString()).toBe('2025-03-01T10:01:00.000Z');
  });

  it('are usable once, before they expire', () => {
    const expiresAt = videoCodeExpiresAt(issued);
    expect(videoCodeState({ expiresAt, usedAt: null }, new Date('2025-03-01T10:00:59.999Z'))).toBe('usable');
    expect(videoCodeState({ expiresAt, usedAt: null }, new Date('2025-03-01T10:01:00Z'))).toBe('expired');
    expect(videoCodeState({ expiresAt, usedAt: issued }, issued)).toBe('used');
  });
});
