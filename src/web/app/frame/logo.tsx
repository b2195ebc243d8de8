export function Logo() {
  return (
    <svg aria-hidden viewBox="0 0 32 32" className="size-7">
      <rect width="32" height="32" rx="7" fill="#4f46e5" />
      <path
        d="M9 22V10h7.5a4 4 0 0 1 0 8H13m3.2 0L21 22"
        fill="none"
        stroke="#fff"
        strokeWidth="2.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
