/**
 * Group commit: calls made in the same turn of the event loop are handed to `commit` together,
 * so that messages arriving at once share one transaction and one fsync instead of paying for
 * one each. Each caller gets its own result, or the batch's error.
 */
export function groupCommit<Input, Output>(
  commit: (batch: Input[]) => Promise<Output[]>,
): (input: Input) => Promise<Output> {
  let queue: {
    input: Input;
    resolve: (output: Output) => void;
    reject: (error: unknown) => void;
  }[] = [];

  const flush = async () => {
    const batch = queue;
    queue = [];
    try {
      const outputs = await commit(batch.map((call) => call.input));
      batch.forEach((call, index) => call.resolve(outputs[index] as Output));
    } catch (error) {
      batch.forEach((call) => call.reject(error));
    }
  };

  return (input) =>
    new Promise((resolve, reject) => {
      queue.push({ input, resolve, reject });
      if (queue.length === 1) setImmediate(() => void flush());
    });
}
