/** The logo mark: a lime tile with a flowing stream ("pravah" is Hindi for flow). */
export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="32" height="32" rx="9" fill="#d5fd26" />
      <path
        d="M7 20c3.5 0 4.5-8 9-8s5.5 8 9 8M7 13c2.5 0 3.3-3.5 6-3.5"
        fill="none"
        stroke="#0a0e13"
        strokeWidth="3"
        strokeLinecap="round"
      />
    </svg>
  );
}
