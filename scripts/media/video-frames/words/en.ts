// The words inside the product videos, in English: the wording of static/videos/<name>.*.
// hi.ts holds the same keys in Hindi. A change here shows after `npx tsx scripts/media/videos.ts`.
// `{amount}` and `{count}` are filled in by the scene.
export const en = {
  checkout: { pay: "Pay {amount}", paid: "Paid" },
  hero: { settledToday: "Settled today" },
  digitalonboarding: {
    steps: [
      { label: "PAN", short: "PAN", detail: "Read by Bharat OCR" },
      { label: "Aadhaar OTP", short: "OTP", detail: "e-KYC with consent" },
      { label: "Selfie", short: "Selfie", detail: "Face match, liveness" },
      { label: "Verified", short: "Done", detail: "Account open in minutes" },
    ],
    openAccount: "Open account",
    yourPan: "Your PAN",
    panName: "Karan Mehta",
    continue: "Continue",
    otpTitle: "Aadhaar OTP",
    sentTo: "Sent to ••21",
    verify: "Verify",
    selfieTitle: "Selfie check",
    holdStill: "Hold still",
    faceMatched: "Face matched",
    verified: "Verified",
    accountOpened: "Account opened",
    getStarted: "Get started",
  },
  trust: {
    checking: "Checking",
    verified: "Verified",
    checks: [
      { label: "PAN", value: "ABCPK4821L", result: "Valid" },
      { label: "GSTIN", value: "27ABCPK4821L1Z5", result: "Active" },
      { label: "Bank", value: "HDFC ••••4821", result: "Exists" },
      { label: "Name", value: "Karan Mehta", result: "98% match" },
    ],
  },
  payout: {
    title: "Payouts",
    rails: "24×7 · IMPS · UPI · NEFT",
    processing: "Processing",
    credited: "Credited",
    payouts: [
      { name: "Asha Traders", via: "IMPS · HDFC ••4821" },
      { name: "Rohan Verma", via: "UPI · rohan.v@upi" },
      { name: "Payroll · 214", via: "NEFT · bulk file" },
      { name: "Kirana Mart", via: "RTGS · SBI ••0917" },
    ],
  },
  bbps: {
    title: "Pay a bill",
    biller: "Biller",
    billerName: "City Power · Electricity",
    consumerNumber: "Consumer number",
    amountDue: "Amount due",
    fetchBill: "Fetch bill",
    receipt: "Receipt",
    billPaid: "Bill paid",
    reference: "BBPS ref",
    paidBy: "Paid by UPI",
  },
  aggregator: {
    title: "Choose how to pay",
    methods: [
      { label: "UPI", detail: "Any UPI app" },
      { label: "Cards", detail: "Credit, debit" },
      { label: "Netbanking", detail: "58 banks" },
      { label: "Wallets", detail: "All major" },
    ],
    order: "Order 4821",
    total: "Total",
    via: "Via UPI",
    paidVia: "Paid via UPI",
  },
  compliance: {
    title: "Risk alerts",
    openAlerts: "{count} open alerts",
    openShort: "{count} open",
    alerts: [
      { severity: "High", title: "Velocity spike", detail: "14 UPI payments in 2 min" },
      { severity: "Medium", title: "Above usual amount", detail: "₹4,80,000 · merchant 2041" },
      { severity: "Low", title: "New device login", detail: "Pune · verified by OTP" },
      { severity: "Medium", title: "Name screening", detail: "Partial match · 62%" },
    ],
    open: "Open",
    flagged: "Flagged",
    reviewing: "Reviewing",
    resolved: "Resolved",
  },
};

/** Every video's words, in one language. */
export type Words = typeof en;
