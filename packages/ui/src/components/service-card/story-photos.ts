// Story fixtures only: small SVG "photos" as data URIs, so stories need no network and render the
// same on every machine. They stand in for real photos, so they have colours of their own.

function svgPhoto(width: number, height: number, body: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">${body}</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** A bright living room: sofa under a window (a cleaning or furniture service). */
export const livingRoomPhoto = svgPhoto(
  800,
  600,
  `<rect width="800" height="600" fill="#e9dcc9"/><rect y="430" width="800" height="170" fill="#b98e5f"/>
  <rect x="470" y="90" width="220" height="190" rx="6" fill="#9fd3ea" stroke="#fff" stroke-width="12"/>
  <line x1="580" y1="90" x2="580" y2="280" stroke="#fff" stroke-width="8"/>
  <rect x="110" y="300" width="330" height="130" rx="30" fill="#0e6a6a"/>
  <rect x="90" y="270" width="60" height="170" rx="24" fill="#0b5757"/><rect x="400" y="270" width="60" height="170" rx="24" fill="#0b5757"/>
  <circle cx="620" cy="420" r="46" fill="#3d8c40"/><rect x="605" y="430" width="30" height="60" fill="#7a4b25"/>`,
);

/** An air-conditioning unit on a teal wall (a repair service). */
export const airConditionerPhoto = svgPhoto(
  800,
  600,
  `<rect width="800" height="600" fill="#2e8a8a"/><rect x="160" y="170" width="480" height="190" rx="24" fill="#f4f4f2"/>
  <rect x="200" y="300" width="400" height="14" rx="7" fill="#c9cfd1"/><rect x="200" y="326" width="400" height="14" rx="7" fill="#c9cfd1"/>
  <circle cx="590" cy="215" r="10" fill="#43b05c"/>
  <path d="M250 400 q20 40 0 80 M330 400 q20 40 0 80 M410 400 q20 40 0 80 M490 400 q20 40 0 80 M570 400 q20 40 0 80" stroke="#bfe8f5" stroke-width="10" fill="none" stroke-linecap="round"/>`,
);

/** A garden at noon (a landscaping service); wide, to show cropping to 4:3. */
export const gardenPhoto = svgPhoto(
  1200,
  600,
  `<rect width="1200" height="600" fill="#bfe3f7"/><circle cx="980" cy="130" r="70" fill="#f7c948"/>
  <path d="M0 420 Q300 330 600 420 T1200 410 V600 H0z" fill="#4f9d4a"/>
  <path d="M0 500 Q400 430 800 500 T1200 490 V600 H0z" fill="#2f7a35"/>
  <rect x="260" y="300" width="24" height="140" fill="#7a4b25"/><circle cx="272" cy="280" r="80" fill="#3f8f3c"/>`,
);

/** A boxed appliance on a shelf (an item); tall, to show cropping to 4:3. */
export const appliancePhoto = svgPhoto(
  600,
  800,
  `<rect width="600" height="800" fill="#f1e7da"/><rect y="620" width="600" height="180" fill="#8c6a48"/>
  <rect x="140" y="240" width="320" height="380" rx="12" fill="#a4161a"/>
  <rect x="180" y="300" width="240" height="150" rx="8" fill="#f8f3ec"/><circle cx="300" cy="530" r="42" fill="#f8f3ec"/>`,
);

/** Tools laid out on a bench (a handyman service). */
export const toolsPhoto = svgPhoto(
  800,
  600,
  `<rect width="800" height="600" fill="#57534e"/><rect y="380" width="800" height="220" fill="#a67c52"/>
  <rect x="150" y="300" width="260" height="40" rx="10" fill="#e0a526" transform="rotate(-12 280 320)"/>
  <rect x="380" y="260" width="36" height="200" rx="8" fill="#d9d5d0" transform="rotate(20 398 360)"/>
  <circle cx="600" cy="330" r="70" fill="none" stroke="#d9d5d0" stroke-width="22"/>`,
);

export const storyPhotos = [livingRoomPhoto, airConditionerPhoto, gardenPhoto, appliancePhoto, toolsPhoto] as const;
