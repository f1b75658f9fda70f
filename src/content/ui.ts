/**
 * Every word the interface itself shows, in the default language: labels, hints, messages and
 * the names that screen readers announce. `{name}` stands for a value filled in where it is
 * shown. A translation gives its own (src/content/translations/<code>/ui.ts).
 */
export const ui = {
  skipLink: 'Skip to content',
  /** The home page's hero: its button to the projects, and what a browser without video shows. */
  home: {
    viewWork: 'View my work',
    videoUnsupported: 'Your browser is not supported',
  },
  /** The about page's section headings. */
  about: {
    hobbies: 'Hobbies',
    keySkills: 'Key skills',
    projectLinks: 'Project links',
  },
  /** The case study's link to a diagram's full size, and what it adds for screen readers. */
  caseStudy: {
    openFullSize: 'Open full size',
    fullSizeOf: '({figure})',
  },
  /**
   * The contact page: the form's labels, button and notes, the confirmation (`{name}` is the
   * sender's; its spelling is the product's own), the heading beside the form, and the form's
   * words for a value the server would refuse: `{label}` is the field's name under
   * `problemLabels`, `{max}` its longest value.
   */
  contact: {
    labels: {
      name: 'Your name',
      email: 'Your email',
      message: 'Message',
    },
    submit: 'Submit',
    sending: 'Thanks! Your message is on its way.',
    held: 'One moment: your message goes as soon as the page is ready.',
    noScript:
      'Sending a message here needs JavaScript. Please turn it on, or use one of the other ways to reach me.',
    confirmation:
      'Thank you {name}, your message has been successfuly sent! I will get back to you asap.',
    otherWays: 'Other ways to reach me',
    problemLabels: {
      name: 'Name',
      email: 'Email',
      message: 'Message',
    },
    problems: {
      required: '{label} is required.',
      tooLong: '{label} must be at most {max} characters.',
      loneSurrogate: '{label} contains an invalid character (a lone UTF-16 surrogate).',
      controlOrFormat:
        '{label} must not contain control characters or invisible formatting characters.',
      controlInText: '{label} must not contain control characters other than tabs and line breaks.',
      invisible: '{label} must contain a visible character.',
      invalidEmail: '{label} must be a valid email address.',
    },
  },
  /** The site navigation: its name for screen readers, and the toggle it hides behind on phones. */
  navbar: {
    name: 'Main',
    menu: 'Menu',
  },
  /**
   * The navbar's colour scheme control: its name, its name with the choice in use (which the
   * visitor hears on the closed control), and each choice's.
   */
  colorScheme: {
    name: 'Colour scheme',
    current: '{name}: {choice}',
    choices: {
      light: 'Light',
      dark: 'Dark',
      system: 'System',
    },
  },
  /**
   * The language switcher beside it, on a site in more than one language: its name, and the
   * name its closed summary is announced by (`{language}` is the page's, in its own words).
   */
  languageSwitcher: {
    name: 'Language',
    current: 'Language: {language}',
  },
  /** The foot of every page: the writing section's feed link and the copyright line. */
  footer: {
    rssFeed: 'RSS feed',
    copyright: '© {year}, {name}',
  },
  /**
   * The owner's links: the list's name where no heading names it, and the names of those the
   * content gives no name of its own (GitHub and LinkedIn are names, the same in every language).
   */
  ownerLinks: {
    name: 'Ways to reach me',
    email: 'Email',
    resume: 'Résumé',
    resumeDetail: 'PDF',
  },
  /** What a link to another site adds for screen readers. */
  externalLink: {
    newTab: '(opens in a new tab)',
  },
  /** The button that shows the rest of a list of project links. */
  projectLinks: {
    viewMore: 'View more',
  },
  /** A project's card: the name of its list of skills, and its link's words. */
  projectCard: {
    skillsName: 'Skills',
    projectLink: 'Project Link',
  },
  /** What an unknown address shows (its title is the route table's): `{address}` is the address. */
  notFound: {
    lead: 'There is no page at {address}. It may have moved, or the address may be mistyped.',
    unknownAddress: 'this address',
    homeLink: 'Go to the home page',
    otherPages: 'Or try one of these pages',
  },
  /** The writing section's own words (its titles are the route table's; the posts, the owner's). */
  writing: {
    /** A post's facts, under its title and in the lists: `{minutes}` is a number. */
    facts: {
      draft: 'Draft',
      updated: 'Updated',
      readingTime: '{minutes} min read',
      tagsName: 'Tags',
    },
    /** The way on from a post, under it: the navigation's name and its links' captions. */
    neighbours: {
      name: 'More posts',
      previous: 'Previous post',
      next: 'Next post',
    },
    /** The index and the tag pages: `{rss}` and `{atom}` are the feeds' links, with these captions. */
    index: {
      follow: 'Follow by {rss} or {atom}',
      rss: 'RSS',
      atom: 'Atom',
      topics: 'Topics',
    },
    /** The link back to the index, from a post and from a tag page. */
    allPosts: 'All posts',
    /**
     * Under a post's title, where the post is written in the site's other languages too:
     * `{languages}` is their links, each named in its own language.
     */
    readIn: 'Read this post in {languages}',
    /** A post's social card, described: `{title}` is the post's, `{name}` the owner's. */
    cardAlt: '{title}, by {name}',
  },
};
