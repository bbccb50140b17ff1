/**
 * Nigerian banks as Paystack's `GET /bank?country=nigeria` lists them: Paystack's ids and slugs,
 * the NIBSS/CBN bank codes transfers and account resolution take, and the nine-digit sort codes
 * (`longcode`) where Paystack has one. The sandbox serves this list; bank codes not in it are
 * refused like unknown codes on Paystack.
 */
export type PaystackBankRecord = {
  id: number;
  name: string;
  slug: string;
  code: string;
  longcode: string;
  gateway: string | null;
  pay_with_bank: boolean;
  active: boolean;
  is_deleted: boolean;
  country: 'Nigeria';
  currency: 'NGN';
  type: 'nuban';
};

type Row = [
  id: number,
  name: string,
  slug: string,
  code: string,
  longcode: string,
  gateway: string | null,
  payWithBank?: boolean,
];

const ROWS: Row[] = [
  [
    302,
    '9mobile 9Payment Service Bank',
    '9mobile-9payment-service-bank-ng',
    '120001',
    '120001',
    '',
  ],
  [174, 'Abbey Mortgage Bank', 'abbey-mortgage-bank', '801', '', null],
  [1, 'Access Bank', 'access-bank', '044', '044150149', 'emandate'],
  [3, 'Access Bank (Diamond)', 'access-bank-diamond', '063', '063150162', 'emandate'],
  [300, 'Airtel Smartcash PSB', 'airtel-smartcash-psb-ng', '120004', '120004', ''],
  [27, 'ALAT by WEMA', 'alat-by-wema', '035A', '035150103', 'emandate'],
  [82, 'Carbon', 'carbon', '565', '', null],
  [2, 'Citibank Nigeria', 'citibank-nigeria', '023', '023150005', null],
  [173, 'Coronation Merchant Bank', 'coronation-merchant-bank', '559', '', null],
  [4, 'Ecobank Nigeria', 'ecobank-nigeria', '050', '050150010', null],
  [677, 'Fairmoney Microfinance Bank', 'fairmoney-microfinance-bank-ng', '51318', '', null],
  [6, 'Fidelity Bank', 'fidelity-bank', '070', '070150003', 'emandate'],
  [7, 'First Bank of Nigeria', 'first-bank-of-nigeria', '011', '011151003', 'ibank'],
  [8, 'First City Monument Bank', 'first-city-monument-bank', '214', '214150018', 'emandate'],
  [70, 'Globus Bank', 'globus-bank', '00103', '103015001', null],
  [183, 'GoMoney', 'gomoney', '100022', '', null],
  [9, 'Guaranty Trust Bank', 'guaranty-trust-bank', '058', '058152036', 'ibank', true],
  [10, 'Heritage Bank', 'heritage-bank', '030', '030159992', null],
  [22, 'Jaiz Bank', 'jaiz-bank', '301', '301080020', null],
  [11, 'Keystone Bank', 'keystone-bank', '082', '082150017', null],
  [67, 'Kuda Bank', 'kuda-bank', '50211', '', 'digitalbankmandate', true],
  [233, 'Lotus Bank', 'lotus-bank', '303', '', null],
  [688, 'Moniepoint MFB', 'moniepoint-mfb-ng', '50515', '', null],
  [303, 'MTN Momo PSB', 'mtn-momo-psb-ng', '120003', '120003', ''],
  [171, 'OPay Digital Services Limited (OPay)', 'paycom', '999992', '', null],
  [699, 'Optimus Bank Limited', 'optimus-bank-ltd', '00107', '', null],
  [185, 'Paga', 'paga', '100002', '', null],
  [169, 'PalmPay', 'palmpay', '999991', '', null],
  [26, 'Parallex Bank', 'parallex-bank', '104', '', null],
  [110, 'Parkway - ReadyCash', 'parkway-ready-cash', '311', '', null],
  [13, 'Polaris Bank', 'polaris-bank', '076', '076151006', null],
  [25, 'Providus Bank', 'providus-bank', '101', '', null],
  [69, 'Rubies MFB', 'rubies-mfb', '125', '', null],
  [14, 'Stanbic IBTC Bank', 'stanbic-ibtc-bank', '221', '221159522', null],
  [15, 'Standard Chartered Bank', 'standard-chartered-bank', '068', '068150015', null],
  [16, 'Sterling Bank', 'sterling-bank', '232', '232150016', 'emandate'],
  [23, 'Suntrust Bank', 'suntrust-bank', '100', '', null],
  [68, 'TAJ Bank', 'taj-bank', '302', '', null],
  [73, 'Titan Bank', 'titan-bank', '102', '', null],
  [17, 'Union Bank of Nigeria', 'union-bank-of-nigeria', '032', '032080474', 'emandate'],
  [18, 'United Bank For Africa', 'united-bank-for-africa', '033', '033153513', 'emandate'],
  [19, 'Unity Bank', 'unity-bank', '215', '215154097', 'emandate'],
  [20, 'Wema Bank', 'wema-bank', '035', '035150103', null],
  [21, 'Zenith Bank', 'zenith-bank', '057', '057150013', 'emandate'],
];

export const NIGERIAN_BANKS: readonly PaystackBankRecord[] = ROWS.map(
  ([id, name, slug, code, longcode, gateway, payWithBank = false]) => ({
    id,
    name,
    slug,
    code,
    longcode,
    gateway,
    pay_with_bank: payWithBank,
    active: true,
    is_deleted: false,
    country: 'Nigeria',
    currency: 'NGN',
    type: 'nuban',
  }),
);

export const bankByCode = (code: string) => NIGERIAN_BANKS.find((b) => b.code === code);
