import { describe, expect, it } from '@jest/globals';
import { classFormProblems, newClassForm } from '../../../domain/classes/class-form';
import { contentFormProblems, newContentForm } from '../../../domain/content/content-form';
import { sponsorProfileProblems } from '../../../domain/sponsors/sponsor-profile';
import { pledgeProblem } from '../../../domain/sponsors/sponsorship';
import { classFormProblemTexts, contentFormProblemTexts, contentFormServerTexts, pledgeProblemText, sponsorProfileProblemTexts } from './form-problems';

describe('the words of the forms whose fields say their own name', () => {
  it('words the class form, the sponsor profile and the pledge in their own words', () => {
    expect(classFormProblemTexts(classFormProblems(newClassForm({ name: ' ', subject: 's'.repeat(101), gradeLevel: 'g'.repeat(31), description: 'd'.repeat(1001), capacity: 0 })))).toEqual({
      name: 'Class name is required',
      subject: 'Subject must be at most 100 characters',
      gradeLevel: 'Grade level must be at most 30 characters',
      description: 'Description must be at most 1000 characters',
      capacity: 'Capacity must be at least 1',
    });
    expect(classFormProblemTexts(classFormProblems(newClassForm({ name: 'x'.repeat(101), capacity: 1001, startDate: '2026-02-30', endDate: '2026-01-01' })))).toEqual({
      name: 'Class name must be at most 100 characters',
      capacity: 'Capacity must be at most 1,000',
      startDate: 'Start date must be a date (YYYY-MM-DD)',
    });
    expect(classFormProblemTexts(classFormProblems(newClassForm({ name: 'A', capacity: 2.5, startDate: '2026-09-01', endDate: '2026-08-01', isActive: 'yes' })))).toEqual({
      capacity: 'Capacity must be a whole number of students',
      endDate: 'End date cannot be before the start date',
      isActive: 'Choose active or not',
    });
    expect(classFormProblemTexts({ endDate: { code: 'badFormat' } })).toEqual({ endDate: 'End date must be a date (YYYY-MM-DD)' });
    expect(sponsorProfileProblemTexts(sponsorProfileProblems({ companyName: 'A'.repeat(101), contactPerson: 'C'.repeat(101), website: 'northwind.example.org', description: 'D'.repeat(2001) }))).toEqual({
      companyName: 'The company name must be at most 100 characters',
      contactPerson: 'The contact person must be at most 100 characters',
      website: 'The website must be an http(s) address of at most 300 characters',
      description: 'The description must be at most 2000 characters',
    });
    expect([0, 100_001, 2.5, Number.NaN].map((amount) => pledgeProblemText(pledgeProblem(amount)!))).toEqual([
      'The amount must be at least $1',
      'The amount must be at most $100,000',
      'The amount must be a whole number of dollars',
      'The amount must be a whole number of dollars',
    ]);
  });

  it('words the content form by code, field by field', () => {
    const words = (input: Record<string, unknown>) => contentFormProblemTexts(contentFormProblems(newContentForm(input)));
    expect(words({ title: ' ', description: '', duration: 0, tokenPrice: -1, tags: [' '], thumbnail: { url: 'ftp://x.org/a.png' } })).toEqual({
      title: 'Title is required',
      description: 'Description is required',
      duration: 'Duration must be at least 1 minute',
      tokenPrice: 'Price must be 0 or more (0 for free content)',
      tags: 'Each tag must be 1 to 30 characters',
      'thumbnail.url': 'The thumbnail must be an http(s) picture address of at most 500 characters',
    });
    expect(words({ title: 'x'.repeat(201), description: 'x'.repeat(5001), duration: 10_001, tokenPrice: 1_000_001, tags: Array.from({ length: 21 }, (_, i) => `t${i}`) })).toEqual({
      title: 'Title must be at most 200 characters',
      description: 'Description must be at most 5,000 characters',
      duration: 'Duration must be at most 10,000 minutes',
      tokenPrice: 'Price must be at most 1,000,000 tokens',
      tags: 'Tags must be a list of at most 20 words',
    });
    expect(words({ title: 'T', description: 'D', duration: 1.5, tokenPrice: 2.5, type: 'podcast', visibility: 'secret' })).toEqual({
      duration: 'Duration must be a whole number of minutes',
      tokenPrice: 'Price must be a whole number of tokens',
      type: 'Type must be one of video, quiz, document, interactive',
      visibility: 'Visibility must be one of public, premium, private',
    });
  });

  it("words a refused content form's fields by code and keeps the server's sentences for its material", () => {
    expect(
      contentFormServerTexts(
        { 'data.title': { code: 'required' }, 'data.thumbnail.url': { code: 'badFormat' } },
        { 'data.title': 'server words', 'data.thumbnail.url': 'server words', 'data.contentData.videoUrl': 'contentData.videoUrl is required' },
      ),
    ).toEqual({
      'data.title': 'Title is required',
      'data.thumbnail.url': 'The thumbnail must be an http(s) picture address of at most 500 characters',
      'data.contentData.videoUrl': 'contentData.videoUrl is required',
    });
  });
});
