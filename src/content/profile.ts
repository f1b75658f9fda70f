import type { Profile } from './schema';

/** Who the site is about. Edit these to make the site yours. */
export const profile = {
  /** Shown in the navbar and in every document title. */
  brandName: 'Alex Morgan',
  /** The home page's main heading. */
  greeting: "Hi, I'm Alex",
  jobTitle: 'Web Developer',
  /** The About page's opening paragraphs. */
  aboutIntro: [
    'I love turning ideas into fast, accessible websites. What started as tinkering with HTML and CSS on weekends became a passion for coding: I enjoy the craft of clean, tested code and the moment a product feels effortless to the people who use it.',
    'I am always exploring new technologies — from typed React front ends to serverless APIs and the cloud — and I like to learn them by building something real.',
  ],
  /** What I do away from the keyboard. */
  hobbies: ['Nature', 'Walking', 'Hiking', 'Running', 'Yoga', 'Playing a musical instrument'],
  /** The Contact page's invitation above the form. */
  contactIntro:
    'Have a job, a project or a collaboration in mind? Send me a message and I will get back to you.',
  hobbiesIntro:
    'Away from the screen I recharge outdoors and in music. These keep me curious, patient and focused:',
  /**
   * Where else to find me: in the footer of every page, under the home page's button and beside
   * the contact form. `resume` (a PDF under public/, or an https:// address) and `others`
   * (each with its own label) may be left out.
   */
  links: {
    github: 'https://github.com/alex-morgan-dev',
    linkedin: 'https://www.linkedin.com/in/alex-morgan-dev',
    email: 'mailto:alex.morgan@example.com',
    resume: '/alex-morgan-resume.pdf',
  },
  /** A portrait beside the About introduction on wide screens; leave it out for none. */
  photo: {
    src: '/images/portrait.svg',
    alt: 'Alex Morgan, smiling, in a dark green jumper',
  },
} satisfies Profile;
