import { describe, expect, it } from '@jest/globals';
import { classFormProblems, newClassForm } from '../../../domain/classes/class-form';
import { sponsorProfileProblems } from '../../../domain/sponsors/sponsor-profile';
import { pledgeProblem } from '../../../domain/sponsors/sponsorship';
import { classFormProblemTexts, pledgeProblemText, sponsorProfileProblemTexts } from './form-problems';

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
});
