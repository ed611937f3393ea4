// The words inside the product videos, in Hindi: the wording of static/videos/<name>-hi.*, which
// the /hi/ pages show. The style of content/hi: plain Hindi as an Indian payments app writes it,
// with what such apps keep in English (UPI, PAN, OTP, IFSC, IMPS, NEFT, brand names, ₹ amounts).
// Drawn through HarfBuzz (../shaped-text.ts), so conjuncts and vowel signs are shaped correctly.
import type { Words } from "./en";

export const hi: Words = {
  checkout: { pay: "{amount} चुकाएँ", paid: "भुगतान हुआ" },
  hero: { settledToday: "आज का सेटलमेंट" },
  digitalonboarding: {
    steps: [
      { label: "PAN", short: "PAN", detail: "Bharat OCR ने पढ़ा" },
      { label: "आधार OTP", short: "OTP", detail: "सहमति से e-KYC" },
      { label: "सेल्फ़ी", short: "सेल्फ़ी", detail: "चेहरा मिलान, लाइवनेस" },
      { label: "सत्यापित", short: "पूरा", detail: "खाता मिनटों में खुला" },
    ],
    openAccount: "खाता खोलें",
    yourPan: "आपका PAN",
    panName: "करन मेहता",
    continue: "आगे बढ़ें",
    otpTitle: "आधार OTP",
    sentTo: "••21 पर भेजा गया",
    verify: "सत्यापित करें",
    selfieTitle: "सेल्फ़ी जाँच",
    holdStill: "स्थिर रहें",
    faceMatched: "चेहरा मिल गया",
    verified: "सत्यापित",
    accountOpened: "खाता खुल गया",
    getStarted: "शुरू करें",
  },
  trust: {
    checking: "जाँच जारी",
    verified: "सत्यापित",
    checks: [
      { label: "PAN", value: "ABCPK4821L", result: "मान्य" },
      { label: "GSTIN", value: "27ABCPK4821L1Z5", result: "सक्रिय" },
      { label: "बैंक", value: "HDFC ••••4821", result: "खाता मौजूद" },
      { label: "नाम", value: "करन मेहता", result: "98% मिलान" },
    ],
  },
  payout: {
    title: "पेआउट",
    rails: "24×7 · IMPS · UPI · NEFT",
    processing: "प्रक्रिया में",
    credited: "क्रेडिट हुआ",
    payouts: [
      { name: "आशा ट्रेडर्स", via: "IMPS · HDFC ••4821" },
      { name: "रोहन वर्मा", via: "UPI · rohan.v@upi" },
      { name: "वेतन · 214", via: "NEFT · बल्क फ़ाइल" },
      { name: "किराना मार्ट", via: "RTGS · SBI ••0917" },
    ],
  },
  bbps: {
    title: "बिल भुगतान",
    biller: "बिलर",
    billerName: "सिटी पावर · बिजली",
    consumerNumber: "उपभोक्ता संख्या",
    amountDue: "देय राशि",
    fetchBill: "बिल देखें",
    receipt: "रसीद",
    billPaid: "बिल भुगतान हुआ",
    reference: "BBPS संदर्भ",
    paidBy: "UPI से भुगतान",
  },
  aggregator: {
    title: "भुगतान का तरीका चुनें",
    methods: [
      { label: "UPI", detail: "कोई भी UPI ऐप" },
      { label: "कार्ड", detail: "क्रेडिट, डेबिट" },
      { label: "नेटबैंकिंग", detail: "58 बैंक" },
      { label: "वॉलेट", detail: "सभी प्रमुख" },
    ],
    order: "ऑर्डर 4821",
    total: "कुल राशि",
    via: "UPI से",
    paidVia: "UPI से भुगतान हुआ",
  },
  compliance: {
    title: "जोखिम अलर्ट",
    openAlerts: "{count} खुले अलर्ट",
    openShort: "{count} खुले",
    alerts: [
      { severity: "उच्च", title: "अचानक तेज़ लेन-देन", detail: "2 मिनट में 14 UPI भुगतान" },
      { severity: "मध्यम", title: "सामान्य से बड़ी राशि", detail: "₹4,80,000 · मर्चेंट 2041" },
      { severity: "निम्न", title: "नए डिवाइस से लॉगिन", detail: "पुणे · OTP से सत्यापित" },
      { severity: "मध्यम", title: "नाम स्क्रीनिंग", detail: "आंशिक मिलान · 62%" },
    ],
    open: "खुला",
    flagged: "फ़्लैग किया",
    reviewing: "समीक्षा में",
    resolved: "सुलझाया",
  },
};
