import styled from 'styled-components';
import { up } from '@theme/media';
import { cardSurface, listReset } from '@theme/mixins';
import { vars } from '@theme/vars';
import { sitePath } from '@/sitePath';
import { Container } from '@/components/Container';
import { PageTitle } from '@/components/PageTitle';
import { VisuallyHidden } from '@/components/VisuallyHidden';
import { fill } from '@/content/translation';
import { useContent, useContentPart } from '@/hooks/useContent';

/** The Design & Business Analysis case study: the scenario, then its four diagrams. */
export function CaseStudy() {
  const { ui, routeText } = useContent();
  const caseStudy = useContentPart('caseStudy');
  return (
    <Container>
      <PageTitle>{routeText.pages.designBa.title}</PageTitle>

      <ScenarioCard aria-labelledby="scenario">
        <h2 id="scenario">{caseStudy.scenarioTitle}</h2>
        {caseStudy.scenario.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <h3>{caseStudy.featuresTitle}</h3>
        <Features>
          {caseStudy.features.map((feature) => (
            <li key={feature.name}>
              <strong>{feature.name}</strong>
              <span>{feature.detail}</span>
            </li>
          ))}
        </Features>
      </ScenarioCard>

      <Figures>
        {caseStudy.figures.map((figure, index) => (
          <Figure key={figure.src}>
            <h2>{figure.title}</h2>
            {/* Not wrapped in the link: a link's name would hide the image's description. */}
            <img
              src={sitePath(figure.src)}
              alt={figure.alt}
              width={figure.width}
              height={figure.height}
              loading={index === 0 ? 'eager' : 'lazy'}
              decoding="async"
            />
            <FullSize>
              <a href={sitePath(figure.src)}>
                {ui.caseStudy.openFullSize}{' '}
                <VisuallyHidden>
                  {fill(ui.caseStudy.fullSizeOf, { figure: figure.title })}
                </VisuallyHidden>
              </a>
            </FullSize>
            <figcaption>{figure.caption}</figcaption>
          </Figure>
        ))}
      </Figures>
    </Container>
  );
}

const ScenarioCard = styled.article`
  max-width: ${vars.layout.textMaxWidth};
  margin-bottom: ${vars.space[7]};
  ${cardSurface}
  padding: ${vars.space[5]};
  background: ${vars.colors.surface};

  h2 {
    font-size: ${vars.fontSizes.xl};
  }

  h3 {
    margin-top: ${vars.space[5]};
    font-size: ${vars.fontSizes.lg};
  }
`;

const Features = styled.ul`
  ${listReset}
  display: grid;
  gap: ${vars.space[3]};

  li {
    display: grid;
    padding-inline-start: ${vars.space[4]};
    border-inline-start: 4px solid ${vars.colors.primary};
  }
`;

const Figures = styled.div`
  display: grid;
  align-items: start;
  gap: ${vars.space[7]};

  /* The diagrams are drawn portrait for phones; on wide screens two sit side by side. */
  ${up('lg')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${vars.space[6]};
  }
`;

const Figure = styled.figure`
  margin: 0;

  h2 {
    font-size: ${vars.fontSizes.xl};
  }

  /* Drawn for a light page: each lies on a pale mat, which on the dark page frames it as a
     sheet rather than leaving a glaring hole. */
  img {
    width: 100%;
    margin: 0 auto;
    padding: ${vars.space[2]};
    border: 1px solid ${vars.colors.border};
    border-radius: ${vars.radii.md};
    background: ${vars.colors.imageMat};
  }

  figcaption {
    margin-top: ${vars.space[2]};
    color: ${vars.colors.textMuted};
  }
`;

const FullSize = styled.p`
  margin: ${vars.space[2]} 0 0;
  font-weight: ${vars.fontWeights.medium};
`;
