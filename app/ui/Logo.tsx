/** The back office's logo: a drawn mark and the portal's name, no image file to load. */
export function Logo({ height = 32 }: { height?: number }) {
  return (
    <svg
      role="img"
      aria-label="Emilia-Romagna Turismo"
      height={height}
      viewBox="0 0 220 48"
      xmlns="http://www.w3.org/2000/svg"
    >
      <circle cx="24" cy="24" r="20" fill="#0f766e" />
      <path d="M10 30 L20 18 L27 26 L32 20 L40 30 Z" fill="#ffffff" />
      <circle cx="31" cy="14" r="3.5" fill="#fbbf24" />
      <text x="52" y="22" fontFamily="system-ui, sans-serif" fontSize="15" fontWeight="700" fill="#134e4a">
        Emilia-Romagna
      </text>
      <text x="52" y="40" fontFamily="system-ui, sans-serif" fontSize="13" fill="#115e59">
        Turismo · Back office
      </text>
    </svg>
  );
}
