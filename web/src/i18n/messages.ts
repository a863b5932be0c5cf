/**
 * Texts of the messages between parents and teachers, and of the class announcements (English).
 * `Side` is the reader's role: a parent writes to teachers, a teacher to parents.
 */

import { formatCount, formatInteger } from './format';

type Side = 'parent' | 'teacher';

/** 'Maya', 'Maya and Leo', 'Maya, Leo and Ana'. */
const listOfNames = (names: readonly string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;

export const messagesTexts = {
  /** Fallbacks when the server sends no message. */
  apiErrors: {
    threads: 'Your conversations could not be loaded.',
    thread: 'This conversation could not be loaded.',
    contacts: 'The people you can write to could not be loaded.',
    send: 'Your message could not be sent. Please try again.',
    markRead: 'The conversation could not be marked as read.',
    mute: 'The conversation could not be muted or unmuted. Please try again.',
    parentAnnouncements: 'The class announcements could not be loaded.',
    classAnnouncements: "This class's announcements could not be loaded.",
    announce: 'The announcement could not be posted. Please try again.',
  },

  title: 'Messages',
  intro: {
    parent: "Write to your children's teachers about a child, and read their answers here.",
    teacher: 'Write to the parents of the students in your classes about their child, and read their answers here.',
  } satisfies Record<Side, string>,

  roles: { parent: 'Parent', teacher: 'Teacher' } satisfies Record<Side, string>,

  list: {
    label: 'Conversations',
    loading: 'Loading your conversations...',
    empty: 'No conversations yet',
    emptyText: {
      parent: 'Start one with New message: you can write to the teachers of the classes your connected children are in.',
      teacher: 'Start one with New message: you can write to the connected parents of the students in your classes.',
    } satisfies Record<Side, string>,
    about: (child: string) => `About ${child}`,
    noMessages: 'No messages yet',
    you: 'You',
    unread: (count: number) => formatCount(count, 'unread message', 'unread messages'),
    muted: 'Muted',
    readOnly: 'Read-only',
    showMore: 'Show more conversations',
    loadingMore: 'Loading...',
  },

  newMessage: {
    button: 'New message',
    title: 'New message',
    intro: {
      parent: "Write to a teacher of one of your children's classes about that child.",
      teacher: 'Write to a parent of one of your students about that student.',
    } satisfies Record<Side, string>,
    child: 'About',
    person: { parent: 'Teacher', teacher: 'Parent' } satisfies Record<Side, string>,
    classes: (names: readonly string[]) => (names.length === 1 ? `Class: ${names[0]}` : `Classes: ${names.join(', ')}`),
    loading: 'Loading the people you can write to...',
    none: 'No one to write to yet',
    noneText: {
      parent:
        "You can write to a teacher about a connected child who is in one of that teacher's classes. Connect your child from the Overview, or wait until your child joins a class.",
      teacher: 'You can write to the parents who connected to a student in one of your classes. None of your students has a connected parent yet.',
    } satisfies Record<Side, string>,
    cancel: 'Cancel',
    send: 'Send',
    sending: 'Sending...',
  },

  conversation: {
    label: (name: string, child: string) => `Conversation with ${name} about ${child}`,
    heading: (name: string) => name,
    subtitle: (role: string, child: string) => `${role} · About ${child}`,
    back: 'Back to conversations',
    choose: 'Choose a conversation',
    chooseText: 'Pick one from the list, or start one with New message.',
    loading: 'Loading the conversation...',
    empty: 'No messages yet. Write the first one below.',
    loadEarlier: 'Load earlier messages',
    loadingEarlier: 'Loading earlier messages...',
    you: 'You',
    messagesLabel: 'Messages',
    mute: 'Mute',
    unmute: 'Unmute',
    muteLabel: (name: string) => `Mute the conversation with ${name}`,
    unmuteLabel: (name: string) => `Unmute the conversation with ${name}`,
    mutedNote: 'Muted: new messages here send you no notification.',
    muted: 'Conversation muted: you get no notification for its new messages.',
    unmuted: 'Conversation unmuted: you get a notification for its new messages again.',
    readOnly:
      'This conversation is read-only: the child is no longer in the class, or the parent link has ended. You can still read it, but no longer reply.',
    /** Said by screen readers when a message arrives. */
    arrived: (name: string, body: string) => `New message from ${name}: ${body}`,
  },

  composer: {
    label: 'Your message',
    placeholder: 'Write a message...',
    send: 'Send',
    sending: 'Sending...',
    hint: 'Ctrl+Enter or ⌘+Enter sends.',
    count: (used: number, max: number) => `${formatInteger(used)} / ${formatInteger(max)}`,
    countLabel: (used: number, max: number) => `${formatInteger(used)} of ${formatInteger(max)} characters`,
    tooLong: (over: number) => `${formatCount(over, 'character', 'characters')} too many.`,
  },

  announcements: {
    parentTitle: 'Class announcements',
    parentIntro: "What the teachers of your children's classes announce to the class.",
    loading: 'Loading the announcements...',
    empty: 'No announcements yet',
    emptyText: "When a teacher of your child's class announces something to the class, it shows here.",
    fromTeacher: (teacher: string, className: string) => `${teacher} to ${className}`,
    forChildren: (names: readonly string[]) => `For ${listOfNames(names)}`,

    announce: 'Announce to the class',
    announceTo: (className: string) => `Announce to ${className}`,
    dialogText: (className: string) => `Every student of ${className} sees the announcement, and their connected parents.`,
    field: 'Announcement',
    post: 'Post announcement',
    posting: 'Posting...',
    cancel: 'Cancel',
    close: 'Close',
    posted: (className: string) => `Your announcement to ${className} was posted.`,
    recent: 'Recent announcements',
    noneYet: 'No announcements to this class yet.',
    loadingRecent: 'Loading the recent announcements...',
  },
};

export type MessagesTexts = typeof messagesTexts;
