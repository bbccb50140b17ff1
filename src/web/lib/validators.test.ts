import { describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { businessBodySchema } from '#shared/schemas/businesses.ts';
import { productBodySchema, variantSchema } from '#shared/schemas/products.ts';
import { tagBodySchema } from '#shared/schemas/reference.ts';
import { supportReplyBodySchema, supportRequestBodySchema } from '#shared/schemas/support.ts';
import {
  addressBodySchema,
  changePasswordBodySchema,
  loginBodySchema,
  phoneCodeSchema,
  registerBodySchema,
  resetPasswordBodySchema,
} from '#shared/schemas/users.ts';
import { LOGIN_PASSWORD, LOGIN_USERNAME, RESET_TOKEN } from '#shared/validation/auth.ts';
import { BUSINESS_HANDLE, BUSINESS_NAME } from '#shared/validation/businesses.ts';
import { PRICE, PRODUCT_NAME, TAG_NAME, VARIANT_NAME } from '#shared/validation/catalogue.ts';
import {
  CURRENT_PASSWORD,
  EMAIL,
  FIRST_NAME,
  HANDLE,
  LAST_NAME,
  PASSWORD,
  PHONE_CODE,
  PHONE_NUMBER,
  RECIPIENT_NAME,
} from '#shared/validation/people.ts';
import { CITY, STATE, STREET } from '#shared/validation/addresses.ts';
import {
  SUPPORT_MESSAGE,
  SUPPORT_NAME,
  SUPPORT_ORDER_REFERENCE,
  SUPPORT_REPLY,
  SUPPORT_SUBJECT,
} from '#shared/validation/support.ts';
import { amountCheck } from './amount-check.ts';
import { textCheck, type Check } from './validators.ts';

const long = (n: number, c = 'x') => c.repeat(n);

/**
 * One table for both sides: each field's form check beside the schema the server applies to that
 * field, with inputs a form can hold that the contract accepts and inputs it refuses.
 */
const fields: {
  field: string;
  check: Check;
  schema: ZodType;
  valid: unknown[];
  invalid: unknown[];
}[] = [
  {
    field: 'first name',
    check: textCheck(FIRST_NAME),
    schema: registerBodySchema.shape.firstName,
    valid: ['Ada', '  Ada  ', 'Ọláolúwa', 'A', long(60), ` ${long(60)} `],
    invalid: ['', '   ', long(61), undefined],
  },
  {
    field: 'last name',
    check: textCheck(LAST_NAME),
    schema: registerBodySchema.shape.lastName,
    valid: ['Okafor', "O'Neil"],
    invalid: ['', long(61)],
  },
  {
    field: 'recipient name',
    check: textCheck(RECIPIENT_NAME),
    schema: addressBodySchema.shape.recipientName,
    valid: ['Tunde Bakare'],
    invalid: [' ', long(61)],
  },
  {
    field: 'e-mail',
    check: textCheck(EMAIL),
    schema: registerBodySchema.shape.email,
    valid: [
      'ada@oja.ng',
      ' Ada@Oja.NG ',
      'tobi.o+shop@mail.example.com',
      "o'neil@oja.ng",
      'ada_styles-1@oja-market.com.ng',
    ],
    invalid: [
      'a@b.c',
      'a..b@oja.ng',
      'ада@oja.ng',
      '.ada@oja.ng',
      'ada.@oja.ng',
      'ada@oja',
      'ada@-oja.ng',
      'ada @oja.ng',
      'ada@@oja.ng',
      '',
      `${long(250, 'a')}@oja.ng`,
      undefined,
    ],
  },
  {
    field: 'phone number',
    check: textCheck(PHONE_NUMBER),
    schema: registerBodySchema.shape.phoneNumber,
    valid: ['08031234567', '0803 123 4567', '+2348031234567', '(0803) 123-4567', ' 08031234567 '],
    invalid: ['0803+1234567', '12345', long(21, '1'), '', 'call me', '++2348031234567'],
  },
  {
    field: 'address phone',
    check: textCheck(PHONE_NUMBER),
    schema: addressBodySchema.shape.phone,
    valid: ['0803 123 4567'],
    invalid: ['0803+1234567'],
  },
  {
    field: 'phone code',
    check: textCheck(PHONE_CODE),
    schema: phoneCodeSchema,
    valid: ['+234', '234', '+1', ' +44 '],
    invalid: ['+12345', '', '+', '+2 34'],
  },
  {
    field: 'password',
    check: textCheck(PASSWORD),
    schema: registerBodySchema.shape.password,
    valid: ['12345678', 'correct horse battery', long(8, ' '), long(128)],
    invalid: ['', 'short', '1234567', long(129)],
  },
  {
    field: 'new password (reset)',
    check: textCheck(PASSWORD),
    schema: resetPasswordBodySchema.shape.newPassword,
    valid: ['12345678'],
    invalid: ['1234567'],
  },
  {
    field: 'username',
    check: textCheck(HANDLE),
    schema: registerBodySchema.shape.handle,
    valid: ['ada_styles', 'Ada.Styles', ' ada ', 'abc', long(30, 'a')],
    invalid: ['ab', long(31, 'a'), 'ada-styles', 'ada styles', '', 'adá'],
  },
  {
    field: 'login username',
    check: textCheck(LOGIN_USERNAME),
    schema: loginBodySchema.shape.username,
    valid: ['ada', 'ada@oja.ng', '08031234567'],
    invalid: ['', '   ', long(255)],
  },
  {
    field: 'login password',
    check: textCheck(LOGIN_PASSWORD),
    schema: loginBodySchema.shape.password,
    valid: ['x', ' '],
    invalid: ['', long(129)],
  },
  {
    field: 'current password',
    check: textCheck(CURRENT_PASSWORD),
    schema: changePasswordBodySchema.shape.currentPassword,
    valid: ['x'],
    invalid: [''],
  },
  {
    field: 'reset token',
    check: textCheck(RESET_TOKEN),
    schema: resetPasswordBodySchema.shape.token,
    valid: [long(20), ` ${long(40)} `, long(200)],
    invalid: ['', 'short', long(201)],
  },
  {
    field: 'street',
    check: textCheck(STREET),
    schema: addressBodySchema.shape.street,
    valid: ['12 Allen Avenue', '7b'.padEnd(3, 'c')],
    invalid: ['', 'ab', long(201)],
  },
  {
    field: 'city',
    check: textCheck(CITY),
    schema: addressBodySchema.shape.city,
    valid: ['Ikeja', 'Aba'],
    invalid: ['', 'I', long(81)],
  },
  {
    field: 'state',
    check: textCheck(STATE),
    schema: addressBodySchema.shape.state,
    valid: ['Lagos', 'FCT'],
    invalid: ['', ' L ', long(81)],
  },
  {
    field: 'business name',
    check: textCheck(BUSINESS_NAME),
    schema: businessBodySchema.shape.name,
    valid: ['Ada Foods', 'AB', long(80)],
    invalid: ['', 'A', long(81)],
  },
  {
    field: 'store handle',
    check: textCheck(BUSINESS_HANDLE),
    schema: businessBodySchema.shape.handle,
    valid: ['mama-put', 'abc', 'Mama-Put', ' mama-put ', long(40, 'a')],
    invalid: ['ab', '-abc', 'abc-', 'mama_put', long(41, 'a'), ''],
  },
  {
    field: 'product name',
    check: textCheck(PRODUCT_NAME),
    schema: productBodySchema.shape.name,
    valid: ['Ankara fabric', 'Ox', long(120)],
    invalid: ['', 'A', long(121)],
  },
  {
    field: 'variant name',
    check: textCheck(VARIANT_NAME),
    schema: variantSchema.shape.name,
    valid: ['L', 'Extra large'],
    invalid: ['', '  ', long(61)],
  },
  {
    field: 'tag name',
    check: textCheck(TAG_NAME),
    schema: tagBodySchema.shape.name,
    valid: ['New in', 'Bridal', long(40)],
    invalid: ['', 'A', long(41)],
  },
  {
    field: 'support subject',
    check: textCheck(SUPPORT_SUBJECT),
    schema: supportRequestBodySchema.shape.subject,
    valid: ['Late delivery', '  Refund  ', long(120)],
    invalid: ['', 'Hi', '  ab ', long(121), undefined],
  },
  {
    field: 'support message',
    check: textCheck(SUPPORT_MESSAGE),
    schema: supportRequestBodySchema.shape.message,
    valid: ['My order has not arrived.', long(5000)],
    invalid: ['', 'Help me', long(5001)],
  },
  {
    field: 'support reply',
    check: textCheck(SUPPORT_REPLY),
    schema: supportReplyBodySchema.shape.message,
    valid: ['Thanks', 'x', long(5000)],
    invalid: ['', '   ', long(5001)],
  },
  {
    field: 'support name',
    check: textCheck(SUPPORT_NAME),
    schema: supportRequestBodySchema.shape.name.unwrap(),
    valid: ['Ngozi Bello', 'Jo', long(80)],
    invalid: ['', ' A ', long(81)],
  },
  {
    field: 'support order number',
    check: textCheck(SUPPORT_ORDER_REFERENCE),
    schema: supportRequestBodySchema.shape.orderReference.unwrap(),
    valid: ['', '#3F9A1C', '3f9a1c', ' #ABC123 ', '0192f3a1-7c4e-7aa0-9b1c-00000abc12f3'],
    invalid: ['#12345', 'order 5', '#3F9A1CC', long(41, 'a')],
  },
  {
    field: 'price',
    check: amountCheck(PRICE),
    schema: productBodySchema.shape.unitPrice,
    valid: [1500, 19.99, 0.01, 0.5, 0.1 + 0.2, 2.03, 100_000_000],
    invalid: [0, -1, 1.234, 0.005, 100_000_001, '', Number.NaN, Infinity, undefined],
  },
];

const cases = fields.flatMap(({ field, check, schema, valid, invalid }) => [
  ...valid.map((input) => ({ field, check, schema, input, ok: true })),
  ...invalid.map((input) => ({ field, check, schema, input, ok: false })),
]);

/** The server's answer for one field: null, or the first message (the one the API sends). */
function serverSays(schema: ZodType, input: unknown): string | null {
  const result = schema.safeParse(input);
  return result.success ? null : (result.error.issues[0]?.message ?? 'Invalid value');
}

describe('form checks and the server agree (one contract)', () => {
  it.each(cases)('$field: $input → valid $ok', ({ check, schema, input, ok }) => {
    const server = serverSays(schema, input);
    const form = check(input);
    expect(server === null).toBe(ok);
    expect(form).toBe(server);
  });

  it('refuses the inputs that used to pass the form and fail on the server', () => {
    expect(textCheck(PHONE_NUMBER)('0803+1234567')).toBe('Enter a valid phone number');
    for (const address of ['a@b.c', 'a..b@oja.ng', 'ада@oja.ng'])
      expect(textCheck(EMAIL)(address)).toBe('Enter a valid email address');
    expect(textCheck(FIRST_NAME)(long(61))).toBe('First name must be at most 60 characters');
  });
});
