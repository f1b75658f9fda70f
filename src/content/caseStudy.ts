/** The Design & Business Analysis case study. */
import type { CaseStudy } from './schema';

/** The reward rule, used wherever the case study mentions it. */
const rewardRule = { buy: 10, free: 1 };
export const rewardRuleText = `buy ${rewardRule.buy} get ${rewardRule.free} free`;

export const caseStudy = {
  scenarioTitle: 'Scenario',
  scenario: [
    'A small coffee seller built its trade on office workers in the city centre: a busy counter, a morning queue and regulars who knew the barista by name.',
    'When a lockdown emptied the offices, the foot traffic disappeared overnight. To keep the business alive, the owner moved from selling over the counter in the city to delivering coffee in key suburbs, where the customers now worked from home.',
    'To make that work, the business needed a coffee delivery app.',
  ],
  featuresTitle: 'Features of the coffee delivery app',
  features: [
    {
      name: 'Easy ordering',
      detail: 'Choose a drink, size and milk in a few taps, pay in the app and reorder favourites.',
    },
    {
      name: 'Rewards',
      detail: `Every coffee earns a stamp automatically: ${rewardRuleText}.`,
    },
    {
      name: 'Tracking map',
      detail: 'Follow the rider on a live map, with an arrival time that updates as they ride.',
    },
  ],
  figures: [
    {
      src: '/images/case-study/wireframe.svg',
      width: 640,
      height: 650,
      title: 'Wireframe',
      caption: 'Wireframe of the app: ordering, rewards card and order tracking.',
      alt: 'Wireframe of three phone screens. The menu screen lists drinks with Add buttons and a cart. The rewards screen shows a stamp card with 7 of 10 stamps and the rule buy 10 get 1 free. The tracking screen shows a map with the route from the shop, the rider and the estimated arrival time.',
    },
    {
      src: '/images/case-study/as-is-process.svg',
      width: 640,
      height: 910,
      title: 'As-is process',
      caption: 'How orders work today, over the counter in the city.',
      alt: 'Swimlane diagram of the current process across the customer, the counter and the owner: the office worker walks to the city shop, queues, orders and pays at the counter, gets a paper loyalty card stamped, the barista makes the coffee and the customer collects it. During a lockdown there is no foot traffic, so sales stop.',
    },
    {
      src: '/images/case-study/to-be-process.svg',
      width: 640,
      height: 1016,
      title: 'To-be process',
      caption: 'How orders will work with the delivery app in the suburbs.',
      alt: 'Swimlane diagram of the new process across the customer, the delivery app, the barista and the rider: the customer orders and pays in the app, the app adds a reward stamp and sends the order to the barista, the barista prepares it, the rider picks it up, the customer follows it on the map, and the coffee is delivered.',
    },
    {
      src: '/images/case-study/topology.svg',
      width: 640,
      height: 960,
      title: 'System topology',
      caption: 'The systems behind the app and how they connect.',
      alt: 'System topology: the customer mobile and web apps connect over HTTPS to a REST API, which runs order, rewards and tracking services on a shared database and connects to a payment provider, a maps service and push or SMS notifications. The rider app sends GPS updates to the API and the barista tablet receives new orders.',
    },
  ],
} satisfies CaseStudy;
