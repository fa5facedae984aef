import { Link } from '@xchange/ui';
import { useCrossLink } from '@xchange/remote-kit';

/** Our own 'advertise here' artwork, shown in an advert slot that has no file; it leads to /advertise. */
export function AdvertiseHere() {
  const link = useCrossLink('/advertise');
  return (
    <Link
      {...link}
      display="block"
      borderRadius="md"
      overflow="hidden"
      borderWidth="1px"
      _hover={{ boxShadow: 'md' }}
      aria-label="Advertise here: your equipment brand in front of lab and industrial buyers. Learn about advertising with us"
    >
      <svg viewBox="0 0 240 300" width="100%" aria-hidden="true" style={{ display: 'block' }}>
        <defs>
          <linearGradient id="xc-ad-bg" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="#fff6ea" />
            <stop offset="1" stopColor="#fdd49a" />
          </linearGradient>
        </defs>
        <rect width="240" height="300" fill="url(#xc-ad-bg)" />
        <rect x="10" y="10" width="220" height="280" rx="10" fill="none" stroke="#f89e23" strokeWidth="2" strokeDasharray="6 5" />
        <g transform="translate(58 48)" fill="none" stroke="#b46a07" strokeWidth="4" strokeLinejoin="round" strokeLinecap="round">
          <rect x="0" y="8" width="124" height="78" rx="8" fill="#ffffff" />
          <path d="M10 60 L32 36 L50 52 L72 24 L92 44 L114 30" stroke="#2e9e48" />
          <circle cx="100" cy="74" r="4" fill="#b46a07" stroke="none" />
          <circle cx="112" cy="74" r="4" fill="#b46a07" stroke="none" />
          <path d="M40 86 L32 104 M84 86 L92 104" />
        </g>
        <text x="120" y="190" textAnchor="middle" fontFamily="Montserrat, sans-serif" fontWeight="700" fontSize="24" fill="#3b2205">
          Advertise here
        </text>
        <text x="120" y="220" textAnchor="middle" fontFamily="Montserrat, sans-serif" fontSize="12.5" fill="#693e0a">
          Put your brand in front of
        </text>
        <text x="120" y="238" textAnchor="middle" fontFamily="Montserrat, sans-serif" fontSize="12.5" fill="#693e0a">
          lab and industrial buyers
        </text>
        <rect x="66" y="252" width="108" height="26" rx="13" fill="#f89e23" />
        <text x="120" y="270" textAnchor="middle" fontFamily="Montserrat, sans-serif" fontWeight="700" fontSize="12" fill="#1a1a1a">
          Learn more
        </text>
      </svg>
    </Link>
  );
}
