import type { SocialLinks } from '../db/schema/index.js';

export interface DemoMember {
  username: string;
  email: string;
  bio: string;
  company: string;
  jobTitle: string;
  location: string;
  website: string;
  socialLinks: SocialLinks;
}

/** Every demo member signs in with this password (it is printed at first start and listed in the README). */
export const DEMO_PASSWORD = 'CloudDemo#2025';

/**
 * A believable community of Marketing Cloud and Sales & Service Cloud developers. Keep the order and the count:
 * the demo content in seed/data/ names its authors by position (authorIndex 0..7).
 */
export const DEMO_MEMBERS: readonly DemoMember[] = [
  {
    username: 'ampscript_amy',
    email: 'amy.chen@example.com',
    bio: 'Marketing Cloud developer obsessed with AMPscript personalization and dynamic content blocks. 10+ years in email.',
    company: 'Brightwave Digital',
    jobTitle: 'Senior Marketing Cloud Developer',
    location: 'Chicago, IL',
    website: 'https://amychen.dev',
    socialLinks: {
      github: 'https://github.com/ampscript-amy',
      linkedin: 'https://www.linkedin.com/in/amy-chen-sfmc',
    },
  },
  {
    username: 'journey_jorge',
    email: 'jorge.ramirez@example.com',
    bio: 'Journey Builder and Automation Studio architect. I turn messy data extensions into clean, triggered journeys.',
    company: 'Cumulus Consulting',
    jobTitle: 'Marketing Automation Architect',
    location: 'Madrid, Spain',
    website: 'https://jorgeramirez.es',
    socialLinks: { twitter: 'https://twitter.com/journey_jorge' },
  },
  {
    username: 'ssj_sam',
    email: 'sam.okafor@example.com',
    bio: 'Server-Side JavaScript in Cloud Pages, WSProxy and REST API integrations. Ask me about CloudPage forms.',
    company: 'Northlight Agency',
    jobTitle: 'SFMC Technical Lead',
    location: 'London, UK',
    website: 'https://samokafor.co.uk',
    socialLinks: { github: 'https://github.com/ssj-sam' },
  },
  {
    username: 'sql_sofia',
    email: 'sofia.lindqvist@example.com',
    bio: 'Query Activity wrangler. Segmentation, deduplication and data views are my daily bread.',
    company: 'Nordic Retail Group',
    jobTitle: 'Marketing Data Engineer',
    location: 'Stockholm, Sweden',
    website: 'https://sofialindqvist.se',
    socialLinks: { linkedin: 'https://www.linkedin.com/in/sofia-lindqvist' },
  },
  {
    username: 'apex_arjun',
    email: 'arjun.mehta@example.com',
    bio: 'Apex developer and platform architect. Bulkified triggers, async patterns and governor-limit-friendly code.',
    company: 'Stratus Solutions',
    jobTitle: 'Salesforce Technical Architect',
    location: 'Bangalore, India',
    website: 'https://arjunmehta.dev',
    socialLinks: { github: 'https://github.com/apex-arjun', twitter: 'https://twitter.com/apex_arjun' },
  },
  {
    username: 'lwc_lena',
    email: 'lena.mueller@example.com',
    bio: 'Lightning Web Components enthusiast. Accessible, fast UIs for Service Cloud consoles.',
    company: 'Alpenwerk IT',
    jobTitle: 'Salesforce Frontend Developer',
    location: 'Munich, Germany',
    website: 'https://lenamueller.de',
    socialLinks: { github: 'https://github.com/lwc-lena' },
  },
  {
    username: 'integration_ian',
    email: 'ian.walsh@example.com',
    bio: 'Integration patterns, Platform Events and named credentials. Connecting Salesforce to everything since 2012.',
    company: 'Harbour Systems',
    jobTitle: 'Integration Engineer',
    location: 'Dublin, Ireland',
    website: 'https://ianwalsh.ie',
    socialLinks: { linkedin: 'https://www.linkedin.com/in/ian-walsh-integration' },
  },
  {
    username: 'visualforce_val',
    email: 'valentina.rossi@example.com',
    bio: 'Still maintaining (and slowly migrating) Visualforce pages. Sharing the tricks that keep legacy orgs alive.',
    company: 'Lumen Cloud Partners',
    jobTitle: 'Salesforce Developer',
    location: 'Milan, Italy',
    website: 'https://valentinarossi.it',
    socialLinks: { twitter: 'https://twitter.com/vf_val' },
  },
];
