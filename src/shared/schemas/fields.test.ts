import { describe, expect, it } from 'vitest';
import {
  accountNumberSchema,
  agreedSchema,
  amountNumberSchema,
  amountTextSchema,
  createBirthDateSchema,
  einSchema,
  emailSchema,
  employeeCountSchema,
  fixedAmountSchema,
  isPoBox,
  isValidPhone,
  MESSAGES,
  middleInitialSchema,
  multilineTextSchema,
  nameSchema,
  optionalEmailSchema,
  optionalPhoneSchema,
  optionalTextSchema,
  parseEmployeeCountInput,
  parsePercentageInput,
  percentageSchema,
  phoneSchema,
  physicalAddressSchema,
  requiredTextSchema,
  routingNumberSchema,
  signatureImageSchema,
  ssnSchema,
  textSchema,
  trimmedTextSchema,
  usDateSchema,
  usStateSchema,
  zipSchema,
} from './fields';
import { messageOf, TEST_SIGNATURE_PNG } from './test-helpers';

const today = () => ({ year: 2026, month: 11, day: 21 });

describe('required text', () => {
  it('says Required for empty, blank and missing values', () => {
    expect(messageOf(requiredTextSchema, '')).toBe('Required');
    expect(messageOf(requiredTextSchema, '   ')).toBe('Required');
    expect(messageOf(requiredTextSchema, undefined)).toBe('Required');
    expect(messageOf(requiredTextSchema, 'x')).toBeNull();
  });
});

describe('special characters in text', () => {
  const special = 'Remove the special characters from this field.';
  const oneLine = {
    textSchema,
    trimmedTextSchema,
    requiredTextSchema,
    optionalTextSchema,
    nameSchema,
    middleInitialSchema,
    phoneSchema,
    optionalPhoneSchema,
    emailSchema,
    optionalEmailSchema,
    zipSchema,
    physicalAddressSchema,
    ssnSchema,
    usDateSchema,
    amountTextSchema,
  };
  it('every text field refuses control characters and lone surrogates, with one message first', () => {
    expect(MESSAGES.specialCharacters).toBe(special);
    for (const [name, schema] of Object.entries(oneLine)) {
      for (const bad of [
        'Oak\u0000land',
        'Oak\u0007land',
        '\u001b[2J',
        'Oak\u007fland',
        'Oak\u0085land',
        'Oak\ud800land',
        'a\tb',
        'a\nb',
      ])
        expect(messageOf(schema, bad), `${name} ${JSON.stringify(bad)}`).toBe(special);
    }
  });
  it('trims before looking, so a pasted trailing line break is not refused', () => {
    expect(messageOf(requiredTextSchema, 'Oakland\n')).toBeNull();
    expect(requiredTextSchema.parse('\tOakland\r\n')).toBe('Oakland');
    expect(messageOf(nameSchema, ' Emily\n')).toBeNull();
  });
  it('multi-line text keeps tab and line breaks and refuses the other controls', () => {
    expect(multilineTextSchema.parse('My spouse\r\ncovers me.\tThanks')).toBe(
      'My spouse\r\ncovers me.\tThanks',
    );
    expect(messageOf(multilineTextSchema, 'My spouse\u0000covers me')).toBe(special);
    expect(messageOf(multilineTextSchema, 'bell\u0007')).toBe(special);
  });
  it('passes text in any script', () => {
    expect(messageOf(requiredTextSchema, '東京都 渋谷区')).toBeNull();
    expect(messageOf(nameSchema, 'Zoë Núñez')).toBeNull();
    expect(messageOf(textSchema, '👩‍👩‍👧')).toBeNull();
  });
});

describe('amounts', () => {
  const amount = 'Please enter an amount in dollars, like 96,000 or $96,000.00.';
  it('typed amounts: empty, or an amount, kept as typed (trimmed)', () => {
    for (const typed of ['', '96000', '96,000', '96,000.00', '$96,000', '$96,000.00'])
      expect(messageOf(amountTextSchema, typed), typed).toBeNull();
    expect(amountTextSchema.parse(' 96000 ')).toBe('96000');
    for (const typed of ['02/30/2026', '-5', 'abc', '9,60,00', '96000.001', '96.000.00', '1e5'])
      expect(messageOf(amountTextSchema, typed), typed).toBe(amount);
    expect(messageOf(amountTextSchema, '1,000,000,000.01')).toBe(
      'Please enter an amount of $1,000,000,000 or less.',
    );
  });
  it('amounts sent as numbers: $0 or more, whole cents, up to the ceiling', () => {
    expect(messageOf(amountNumberSchema, 0)).toBeNull();
    expect(messageOf(amountNumberSchema, 250_000)).toBeNull();
    expect(messageOf(amountNumberSchema, 12.34)).toBeNull();
    expect(messageOf(amountNumberSchema, -1)).toBe('The amount must be $0 or more.');
    expect(messageOf(amountNumberSchema, 0.001)).toBe(amount);
    expect(messageOf(amountNumberSchema, 1e17)).toBe('Please enter an amount of $1,000,000,000 or less.');
    expect(messageOf(amountNumberSchema, Number.POSITIVE_INFINITY)).toBe(amount);
    expect(messageOf(amountNumberSchema, Number.NaN)).toBe(amount);
    expect(messageOf(amountNumberSchema, '5')).toBe(amount);
  });
  it('fixed contribution amounts are whole cents too', () => {
    expect(messageOf(fixedAmountSchema, 100.5)).toBeNull();
    expect(messageOf(fixedAmountSchema, 100.505)).toBe(amount);
  });
});

describe('names and initials', () => {
  it('accepts real names and refuses digits and symbols', () => {
    expect(messageOf(nameSchema, "Mary-Jo O'Neil Jr.")).toBeNull();
    expect(messageOf(nameSchema, 'José Núñez')).toBeNull();
    expect(messageOf(nameSchema, 'R2D2')).toBe(MESSAGES.name);
    expect(messageOf(nameSchema, '')).toBe('Required');
    expect(messageOf(nameSchema, 'a'.repeat(51))).toBe('Please use 50 characters or fewer.');
  });
  it('takes a middle initial of at most one letter', () => {
    expect(messageOf(middleInitialSchema, 'Q')).toBeNull();
    expect(messageOf(middleInitialSchema, '')).toBeNull();
    expect(messageOf(middleInitialSchema, undefined)).toBeNull();
    expect(messageOf(middleInitialSchema, 'QR')).toBe('Middle initial must be a single letter.');
    expect(messageOf(middleInitialSchema, '4')).toBe('Middle initial must be a single letter.');
  });
});

describe('zip, phone, email, state', () => {
  it('checks zip codes', () => {
    expect(messageOf(zipSchema, '78701')).toBeNull();
    expect(messageOf(zipSchema, '78701-1234')).toBeNull();
    expect(messageOf(zipSchema, '7870')).toBe('Please enter a valid 5-digit zip code.');
    expect(messageOf(zipSchema, '')).toBe('Required');
  });
  it.each([
    ['(512) 555-1234', true],
    ['512-555-1234', true],
    ['+1 512 555 1234', true],
    ['112-555-1234', false],
    ['512-155-1234', false],
    ['555-1234', false],
    ['512-555-12a4', false],
  ])('checks the phone number %s (valid: %s)', (phone, valid) => {
    expect(isValidPhone(phone)).toBe(valid);
  });
  it.each([
    ['phone', '555-1234', 'Please enter a valid 10-digit phone number.', phoneSchema],
    ['optional phone', '', null, optionalPhoneSchema],
    ['optional phone', '123', 'Please enter a valid 10-digit phone number.', optionalPhoneSchema],
    ['email', 'ana@example.com', null, emailSchema],
    ['email', 'ana@', 'Please enter a valid email address.', emailSchema],
    ['email', '', 'Required', emailSchema],
    ['optional email', '', null, optionalEmailSchema],
    ['optional email', 'nope', 'Please enter a valid email address.', optionalEmailSchema],
    ['state from the list, DC included', 'DC', null, usStateSchema],
    ['state from the list', 'ZZ', 'Please choose a state.', usStateSchema],
    ['state from the list', '', 'Please choose a state.', usStateSchema],
  ] as const)('%s: %j gives %j', (_field, value, message, schema) => {
    expect(messageOf(schema, value)).toBe(message);
  });
});

describe('dates', () => {
  it('needs MM/DD/YYYY and a real date', () => {
    expect(messageOf(usDateSchema, '02/29/2024')).toBeNull();
    expect(messageOf(usDateSchema, '2024-02-29')).toBe('Please enter the date as MM/DD/YYYY.');
    expect(messageOf(usDateSchema, '02/30/2024')).toBe('Please enter a real date.');
    expect(messageOf(usDateSchema, '')).toBe('Required');
  });
  it('keeps birth dates in the past and within 120 years', () => {
    const birth = createBirthDateSchema(today);
    expect(messageOf(birth, '11/21/2026')).toBeNull();
    expect(messageOf(birth, '11/22/2026')).toBe('Date of birth cannot be in the future.');
    expect(messageOf(birth, '01/01/1905')).toBe(
      'Please check the date of birth; it is more than 120 years ago.',
    );
  });
});

describe('addresses', () => {
  it.each(['PO Box 12', 'P.O. Box 12', 'p o box 7', 'Post Office Box 9', 'POB 44', 'Box 4', 'pobox 3'])(
    'refuses %s',
    (address) => {
      expect(isPoBox(address)).toBe(true);
      expect(messageOf(physicalAddressSchema, address)).toBe(
        'Please enter a physical address. PO boxes are not accepted.',
      );
    },
  );
  it.each(['123 Post Rd', '1 Poplar St', '500 Boxwood Ln', '12 Pobst Ave'])('accepts %s', (address) => {
    expect(messageOf(physicalAddressSchema, address)).toBeNull();
  });
});

describe('identifiers', () => {
  it('checks SSN / tax id, EIN, routing and account numbers', () => {
    expect(messageOf(ssnSchema, '123-45-6789')).toBeNull();
    expect(messageOf(ssnSchema, '912-70-1234')).toBeNull();
    expect(messageOf(ssnSchema, '000-45-6789')).toBe(
      'Please enter a valid Social Security number or tax ID (9 digits).',
    );
    expect(messageOf(einSchema, '12-3456789')).toBeNull();
    expect(messageOf(einSchema, '1234')).toBe('Please enter a valid tax ID (EIN) as XX-XXXXXXX.');
    expect(messageOf(routingNumberSchema, '021000021')).toBeNull();
    expect(messageOf(routingNumberSchema, '123456789')).toBe(
      'Please enter a valid 9-digit bank routing number.',
    );
    expect(messageOf(accountNumberSchema, '0001234567')).toBeNull();
    expect(messageOf(accountNumberSchema, '12a')).toBe(
      'Please enter a valid bank account number (4 to 17 digits).',
    );
  });
});

describe('numbers', () => {
  it('keeps percentages within 0 to 100', () => {
    expect(messageOf(percentageSchema, 0)).toBeNull();
    expect(messageOf(percentageSchema, 100)).toBeNull();
    expect(messageOf(percentageSchema, 100.5)).toBe('Please enter a percentage from 0 to 100.');
    expect(messageOf(percentageSchema, -1)).toBe('Please enter a percentage from 0 to 100.');
    expect(messageOf(percentageSchema, null)).toBe('Please enter a percentage from 0 to 100.');
  });
  it('keeps fixed amounts at 0 or more', () => {
    expect(messageOf(fixedAmountSchema, 0)).toBeNull();
    expect(messageOf(fixedAmountSchema, -0.01)).toBe('Please enter an amount of $0 or more.');
    expect(messageOf(fixedAmountSchema, 2_000_000)).toBe('Please enter an amount under $1,000,000.');
  });
  it('keeps the employee count within 1 to 9999', () => {
    expect(messageOf(employeeCountSchema, 1)).toBeNull();
    expect(messageOf(employeeCountSchema, 9999)).toBeNull();
    expect(messageOf(employeeCountSchema, 0)).toBe('Please enter a number of employees from 1 to 9999.');
    expect(messageOf(employeeCountSchema, 10_000)).toBe('Please enter a number of employees from 1 to 9999.');
    expect(messageOf(employeeCountSchema, 2.5)).toBe('Please enter a number of employees from 1 to 9999.');
  });
  it('parses percentage input: empty is blank, negative or non-numeric is null', () => {
    expect(parsePercentageInput('')).toBe('');
    expect(parsePercentageInput('  ')).toBe('');
    expect(parsePercentageInput('-5')).toBeNull();
    expect(parsePercentageInput('abc')).toBeNull();
    expect(parsePercentageInput('50')).toBe(50);
    expect(parsePercentageInput(' 12.5 ')).toBe(12.5);
    for (const typed of ['1e2', '0x10', 'Infinity', '5%', '1.2.3', '.5'])
      expect(parsePercentageInput(typed), typed).toBeNull();
  });
  it('parses employee count input: integer, clamped 1–9999, negatives and words empty', () => {
    expect(parseEmployeeCountInput('12')).toBe(12);
    expect(parseEmployeeCountInput('12.7')).toBe(12);
    expect(parseEmployeeCountInput('0')).toBe(1);
    expect(parseEmployeeCountInput('25000')).toBe(9999);
    expect(parseEmployeeCountInput('-3')).toBeNull();
    expect(parseEmployeeCountInput('ten')).toBeNull();
    expect(parseEmployeeCountInput('')).toBeNull();
  });
});

describe('agreement and signature', () => {
  it('needs the agreed checkbox ticked', () => {
    expect(messageOf(agreedSchema, true)).toBeNull();
    expect(messageOf(agreedSchema, false)).toBe(
      'Please read and acknowledge the notification before moving forward',
    );
  });
  it('needs a signature image', () => {
    expect(messageOf(signatureImageSchema, TEST_SIGNATURE_PNG)).toBeNull();
    // A PNG's signature alone is no image (decision 0074): the pad never sends one.
    expect(messageOf(signatureImageSchema, 'data:image/png;base64,iVBORw0KGgo=')).toBe(
      'The signature could not be read. Please clear it and sign again.',
    );
    expect(messageOf(signatureImageSchema, '')).toBe('Signature is required.');
    expect(messageOf(signatureImageSchema, undefined)).toBe('Signature is required.');
  });
});
