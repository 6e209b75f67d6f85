import { Alert, Button } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Component, type ReactNode } from 'react';

type Props = { children: ReactNode; title: ReactNode; onRetry?: () => void };

/**
 * Keeps a failure of one part of a screen (a search that the server could not answer, the
 * network gone) to that part: a message in place of it and a way to try again, while the rest of
 * the screen (the query box, the filters) stays usable.
 */
export class RetryBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  private readonly retry = () => {
    this.props.onRetry?.();
    this.setState({ failed: false });
  };

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{this.props.title}</Alert.Title>
          <Alert.Description>
            <Trans>Check your connection and try again.</Trans>
          </Alert.Description>
        </Alert.Content>
        <Button size="sm" variant="outline" onClick={this.retry} alignSelf="center">
          <Trans>Try again</Trans>
        </Button>
      </Alert.Root>
    );
  }
}
