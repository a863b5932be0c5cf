import { describe, expect, it } from '@jest/globals';
import { NOTIFICATION_KINDS } from '../../../domain/notifications/notification-kinds';
import type { AppNotification } from '../api/notifications-api';
import { notificationSentence } from './notification-sentence';

const ada = { id: 4242, username: 'ada_l', firstName: 'Ada', lastName: 'Lovelace' };

const sentence = (kind: AppNotification['kind'], params: AppNotification['params'] = {}, actor: AppNotification['actor'] = ada) =>
  notificationSentence({ kind, actor, params });

describe('notificationSentence', () => {
  it.each([
    ['parentRequest', {}, 'Ada Lovelace asked to connect with you as your parent'],
    ['classInvitation', { classId: 3, className: 'Algebra 1' }, 'Ada Lovelace invited you to the class “Algebra 1”'],
    ['wishlistDecision', { contentTitle: 'Fractions', decision: 'approved' }, 'Ada Lovelace approved “Fractions” on your wishlist'],
    ['wishlistDecision', { contentTitle: 'Fractions', decision: 'denied' }, 'Ada Lovelace declined “Fractions” on your wishlist'],
    ['tokensReceived', { amount: 1250 }, 'Ada Lovelace sent you 1,250 tokens'],
    ['tokensReceived', { amount: 1 }, 'Ada Lovelace sent you 1 token'],
    ['goalSet', { goalTitle: 'Read 3 lessons' }, 'Ada Lovelace set you a goal: “Read 3 lessons”'],
    ['challengeReceived', { challengeType: 'xp-race' }, 'Ada Lovelace challenged you to an XP race'],
    ['announcement', { classId: 3, className: 'Algebra 1', announcementId: 9, preview: 'Test on Friday' }, 'Ada Lovelace posted in “Algebra 1”: Test on Friday'],
    ['requestAccepted', {}, 'Ada Lovelace accepted your request to connect'],
    ['message', { threadId: 5, childId: 8, preview: 'How is Sam doing?' }, 'Ada Lovelace sent you a message: How is Sam doing?'],
    ['sale', { contentId: 2, contentTitle: 'Fractions', amount: 40 }, 'Ada Lovelace bought “Fractions” for 40 tokens'],
  ] as const)('%s reads as a sentence with the actor by name', (kind, params, expected) => {
    expect(sentence(kind, params)).toBe(expected);
  });

  it('a sponsored enrollment names no student, even when one is given', () => {
    expect(sentence('sponsoredEnrollment', { contentId: 2, contentTitle: 'Fractions' }, null)).toBe('A student enrolled in “Fractions”, which you sponsor');
    expect(sentence('sponsoredEnrollment', { contentId: 2, contentTitle: 'Fractions' })).not.toContain('Ada');
  });

  it('names an actor without first and last name by their username, and no actor as someone', () => {
    expect(sentence('requestAccepted', {}, { id: 7, username: 'sam99', firstName: null, lastName: null })).toBe('sam99 accepted your request to connect');
    expect(sentence('requestAccepted', {}, { id: 7, username: 'sam99', firstName: 'Sam', lastName: null })).toBe('Sam accepted your request to connect');
    expect(sentence('requestAccepted', {}, null)).toBe('Someone accepted your request to connect');
  });

  it.each(NOTIFICATION_KINDS)('%s has a sentence that never shows the actor by id', (kind) => {
    const words = sentence(kind, { classId: 3, className: 'Algebra 1', threadId: 5, childId: 8, contentId: 2, contentTitle: 'Fractions', amount: 5, preview: 'Hi' });
    expect(words.length).toBeGreaterThan(10);
    expect(words).not.toContain(String(ada.id));
  });
});
