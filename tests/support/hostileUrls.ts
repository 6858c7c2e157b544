/**
 * Server-supplied link targets that lead off the portal or run script (DESIGN §6): every
 * form a probe followed off the site, plus data: and javascript: in several spellings.
 */
export const HOSTILE_URLS = [
  'https://other.example/x',
  'HTTPS://other.example/x',
  'http://other.example/x',
  '//other.example/x',
  '/\\other.example/x',
  '\\\\other.example/x',
  'https:/other.example/x',
  ' //other.example/x',
  'data:text/html,<script>alert(1)</script>',
  'javascript:alert(1)',
  ' javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
] as const;
