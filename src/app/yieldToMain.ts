/**
 * A pause in the start-up script: imported by main.tsx between React and the app, it lets the
 * browser run other work (paint, input) between evaluating the two, instead of one long task
 * that would block the main thread of a slow phone. The bundle keeps the pause as a top-level
 * await at this point.
 */
import { nextTask } from '@/scheduling';

await nextTask();
