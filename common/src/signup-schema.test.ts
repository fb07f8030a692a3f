import { describe, expect, it } from 'vitest';

import {
  ACCOUNT_FORM_MESSAGES,
  forgotPasswordSchema,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
  type SignUpInput,
} from './signup-schema';
import { UK_PHONE_MESSAGE } from './uk-phone';

/** The message of each failing field, keyed by the field's path. */
function messages(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const out: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) {
    const key = issue.path.join('.');
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

const customer: SignUpInput = {
  role: 'customer',
  businessName: '',
  mainTrade: '',
  basePostcode: '',
  email: 'Sarah@Example.co.uk ',
  password: 'Kettle-boils-42',
  confirmPassword: 'Kettle-boils-42',
  phone: '',
};

const company: SignUpInput = {
  ...customer,
  role: 'company',
  businessName: '  Hartley Electrical Ltd ',
  mainTrade: 'electrician',
  basePostcode: 'ls62ab',
  phone: '07700 900123',
};

describe('signInSchema', () => {
  it('accepts an email and any password, lower-casing and trimming the email', () => {
    expect(signInSchema.parse({ email: ' Admin@Fixwell.TEST', password: 'x' })).toEqual({
      email: 'admin@fixwell.test',
      password: 'x',
    });
  });

  it('names each missing or malformed field', () => {
    const result = signInSchema.safeParse({ email: 'not-an-email', password: '' });
    expect(messages(result)).toEqual({
      email: ['Please enter a valid email address.'],
      password: ['Enter your password.'],
    });
  });
});

describe('forgotPasswordSchema', () => {
  it('refuses a malformed email with the catalogue message', () => {
    expect(messages(forgotPasswordSchema.safeParse({ email: 'bob@' }))).toEqual({
      email: [ACCOUNT_FORM_MESSAGES.email],
    });
  });
});

describe('resetPasswordSchema', () => {
  it.each(['short1', 'alllettersnodigits', '1234567890'])(
    'refuses "%s" with the policy',
    (password) => {
      expect(
        messages(resetPasswordSchema.safeParse({ password, confirmPassword: password })),
      ).toEqual({
        password: [
          'Your password must be at least 8 characters long and include a letter and a number.',
        ],
      });
    },
  );

  it('says when the two passwords differ, even if the first breaks the policy', () => {
    expect(
      messages(resetPasswordSchema.safeParse({ password: 'short', confirmPassword: 'other' })),
    ).toEqual({
      password: [ACCOUNT_FORM_MESSAGES.passwordPolicy],
      confirmPassword: ['Passwords do not match.'],
    });
  });

  it('accepts a policy-compliant pair', () => {
    expect(
      resetPasswordSchema.safeParse({ password: 'Brand-new-2', confirmPassword: 'Brand-new-2' })
        .success,
    ).toBe(true);
  });
});

describe('signUpSchema', () => {
  it('yields a customer without company fields, with a normalised email', () => {
    expect(signUpSchema.parse(customer)).toEqual({
      role: 'customer',
      email: 'sarah@example.co.uk',
      password: 'Kettle-boils-42',
    });
  });

  it('yields a company with its details trimmed and the postcode normalised', () => {
    expect(signUpSchema.parse(company)).toEqual({
      role: 'company',
      email: 'sarah@example.co.uk',
      password: 'Kettle-boils-42',
      phone: '07700 900123',
      businessName: 'Hartley Electrical Ltd',
      mainTrade: 'electrician',
      basePostcode: 'LS6 2AB',
    });
  });

  it('asks a company for its business name, main trade and a full postcode', () => {
    const result = signUpSchema.safeParse({
      ...company,
      businessName: ' ',
      mainTrade: '',
      basePostcode: 'SW1A',
    });
    expect(messages(result)).toEqual({
      businessName: ['Enter your business name.'],
      mainTrade: ['Choose your main trade.'],
      basePostcode: ['Enter a full UK postcode, such as SW1A 1AA.'],
    });
  });

  it('refuses a trade that is not on the list', () => {
    expect(messages(signUpSchema.safeParse({ ...company, mainTrade: 'astronaut' }))).toEqual({
      mainTrade: [ACCOUNT_FORM_MESSAGES.mainTrade],
    });
  });

  it('does not ask a customer for company details', () => {
    expect(
      signUpSchema.safeParse({
        ...customer,
        businessName: '',
        mainTrade: 'x',
        basePostcode: 'nope',
      }).success,
    ).toBe(true);
  });

  it('asks for a role when none is chosen, and still checks the passwords match', () => {
    const result = signUpSchema.safeParse({
      ...customer,
      role: undefined,
      confirmPassword: 'different-1',
    });
    expect(messages(result)).toEqual({
      role: ['Choose whether you are a homeowner or a trade professional.'],
      confirmPassword: ['Passwords do not match.'],
    });
  });

  it('reports every problem at once', () => {
    const result = signUpSchema.safeParse({
      ...company,
      email: 'nope',
      password: 'abc',
      confirmPassword: 'abd',
      phone: '12345',
      businessName: '',
    });
    expect(messages(result)).toEqual({
      email: [ACCOUNT_FORM_MESSAGES.email],
      password: [ACCOUNT_FORM_MESSAGES.passwordPolicy],
      phone: [UK_PHONE_MESSAGE],
      confirmPassword: [ACCOUNT_FORM_MESSAGES.passwordsDoNotMatch],
      businessName: [ACCOUNT_FORM_MESSAGES.businessName],
    });
  });

  it.each([
    '07700 900123',
    '+44 7700 900123',
    '020 7946 0018',
    '(0113) 496 0000',
    '+44 (0)20 7946 0018'.replace('(0)', ''),
  ])('accepts the UK phone number %s', (phone) => {
    expect(signUpSchema.safeParse({ ...customer, phone }).success).toBe(true);
  });

  it.each(['12345', '+1 415 555 0100', '07700 90012', 'call me'])(
    'refuses the phone number %s',
    (phone) => {
      expect(messages(signUpSchema.safeParse({ ...customer, phone }))).toEqual({
        phone: ['Enter a UK phone number, such as 07700 900123.'],
      });
    },
  );
});
