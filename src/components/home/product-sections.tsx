import { useRef } from "react";
import { usePostersAhead } from "../../hooks/use-posters-ahead";
import { ServiceSection } from "../services/service-section";
import { ProductNavigator } from "./product-navigator";

interface ProductSectionsProps {
  services: readonly (Queries.ServiceSectionFragment & { navLabel: string })[];
  navigatorLabel: string;
  detailsLabel: string;
}

/**
 * The six product sections of home (spec 2.3) under their sticky 01 to 06 navigator. The wrapper
 * holds exactly them, so the navigator sticks while they scroll by and leaves with the last.
 * The sections stay laid out only near the screen, as main's own do (global.css, data-sections),
 * so their videos' posters are fetched from here, ahead of the screen (usePostersAhead).
 */
export function ProductSections({ services, navigatorLabel, detailsLabel }: ProductSectionsProps) {
  const sectionsRef = useRef<HTMLDivElement>(null);
  usePostersAhead(sectionsRef);
  return (
    <div ref={sectionsRef} data-sections="">
      <ProductNavigator label={navigatorLabel} products={services} />
      {services.map((service, index) => (
        <ServiceSection
          key={service.slug}
          service={service}
          // The first is plain, as the space the navigator leaves above it (product-navigator.module.css).
          tone={index % 2 === 0 ? "plain" : "muted"}
          mediaSide={index % 2 === 0 ? "end" : "start"}
          detailsLabel={detailsLabel}
          numbered
        />
      ))}
    </div>
  );
}
