import { describe, expect, it } from 'vitest';
import {
  cleanName,
  emailProblem,
  nameProblem,
  phoneProblem,
  requiredTextProblem,
  textProblem,
} from './field-rules';

describe('nameProblem (2–100 characters with a letter, no markup)', () => {
  it.each(['Jo', 'Fatima Al Zahra', 'محمد', 'Иван', '  Ana  María  ', "O'Neil-Smith", 'Li 2'])('accepts %j', (name) => {
    expect(nameProblem(name)).toBeUndefined();
  });

  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['J', 'tooShort'],
    ['x'.repeat(101), 'tooLong'],
    ['12345', 'noLetter'],
    ['-- --', 'noLetter'],
    ['<b>Bob</b>', 'markup'],
    ['Bob > Alice', 'markup'],
    ['see https://spam.example', 'markup'],
    ['Bob\u0000', 'markup'],
  ] as const)('refuses %j as %s', (name, problem) => {
    expect(nameProblem(name)).toBe(problem);
  });

  it('counts the name as the backend stores it: trimmed, inner spaces made one', () => {
    expect(cleanName('  Ana   María ')).toBe('Ana María');
    expect(nameProblem(` ${'x'.repeat(100)}   `)).toBeUndefined();
  });
});

describe('phoneProblem (complete per the country mask)', () => {
  it('asks for a number, then for every digit of the mask', () => {
    expect(phoneProblem({ national: '', complete: false })).toBe('required');
    expect(phoneProblem({ national: '5012', complete: false })).toBe('incomplete');
    expect(phoneProblem({ national: '501234567', complete: true })).toBeUndefined();
  });
});

describe('emailProblem (optional)', () => {
  it('accepts nothing or an address mail can reach', () => {
    expect(emailProblem('')).toBeUndefined();
    expect(emailProblem('  ')).toBeUndefined();
    expect(emailProblem('name@example.com')).toBeUndefined();
    expect(emailProblem(' name@example.co.uk ')).toBeUndefined();
  });

  it.each(['name', 'name@', 'name@example', 'a b@example.com', '<x>@example.com'])('refuses %j', (email) => {
    expect(emailProblem(email)).toBe('invalid');
  });

  it('refuses an address longer than 254 characters', () => {
    expect(emailProblem(`${'a'.repeat(250)}@example.com`)).toBe('tooLong');
  });
});

describe('free text', () => {
  it('takes an optional comment of up to 1000 characters', () => {
    expect(textProblem('')).toBeUndefined();
    expect(textProblem('x'.repeat(1000))).toBeUndefined();
    expect(textProblem('x'.repeat(1001))).toBe('tooLong');
  });

  it('asks for a required text (an address) within its limit', () => {
    expect(requiredTextProblem(' ', 300)).toBe('required');
    expect(requiredTextProblem('Sheikh Zayed Road 1', 300)).toBeUndefined();
    expect(requiredTextProblem('x'.repeat(301), 300)).toBe('tooLong');
  });
});
