import { describe, expect, it } from '@jest/globals';
import { EMPTY_REGISTRATION, registrationPayload, registrationProblemTexts } from './registration-form';

const filled = { ...EMPTY_REGISTRATION, username: ' robin ', email: ' robin@example.com ', password: 'Quest-Le9', confirmPassword: 'Quest-Le9', acceptTerms: true };

describe('the registration form', () => {
  it('words every problem of an empty form, the terms included', () => {
    expect(registrationProblemTexts(EMPTY_REGISTRATION, 'student')).toEqual({
      username: 'Username is required',
      email: 'Email is required',
      password: 'Password is required',
      confirmPassword: 'Password confirmation is required',
      acceptTerms: 'You must accept the terms',
    });
  });

  it("checks only the chosen account type's optional fields", () => {
    const long = { ...filled, firstName: 'F'.repeat(51), companyName: 'C'.repeat(101) };
    expect(registrationProblemTexts(long, 'parent')).toEqual({ firstName: 'At most 50 characters' });
    expect(registrationProblemTexts(long, 'sponsor')).toEqual({ companyName: 'At most 100 characters' });
  });

  it("sends the texts trimmed, the type's optional fields only when given, the password once and the time zone", () => {
    expect(registrationPayload('teacher', { ...filled, firstName: ' Robin ', companyName: 'Acme' }, 'Europe/Oslo')).toEqual({
      username: 'robin',
      email: 'robin@example.com',
      password: 'Quest-Le9',
      userRole: 'teacher',
      firstName: 'Robin',
      timeZone: 'Europe/Oslo',
    });
    expect(registrationPayload('sponsor', { ...filled, firstName: 'Robin', contactPerson: ' Sam ' }, undefined)).toEqual({
      username: 'robin',
      email: 'robin@example.com',
      password: 'Quest-Le9',
      userRole: 'sponsor',
      contactPerson: 'Sam',
    });
  });
});
