/**
 * Renders a message that contains `{token}` placeholders, putting a React
 * node (usually a link) in place of each known token.
 */
import { Fragment, type ReactNode } from 'react';

export function RichText({ text, tokens }: { text: string; tokens: Record<string, ReactNode> }) {
  return (
    <>
      {text.split(/(\{\w+\})/).map((part, index) => {
        const token = /^\{(\w+)\}$/.exec(part)?.[1];
        return (
          <Fragment key={index}>
            {token !== undefined && token in tokens ? tokens[token] : part}
          </Fragment>
        );
      })}
    </>
  );
}
